import { describe, expect, it } from 'vitest';
import {
  areaSqft,
  formatPhone,
  formatPrice,
  groupLakh,
  internationalMobile,
  nepaliMobileDigits,
  toDevanagariDigits,
} from './format';

describe('groupLakh', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [150000, '1,50,000'],
    [12345678, '1,23,45,678'],
    [-2500, '-2,500'],
    [125000.5, '1,25,000.5'],
  ])('%d → %s', (value, expected) => expect(groupLakh(value)).toBe(expected));

  it('writes Nepali with Devanagari digits, grouped the same way', () => {
    expect(groupLakh(125000, 'ne')).toBe('१,२५,०००');
    expect(groupLakh(12345678, 'ne')).toBe('१,२३,४५,६७८');
  });
});

describe('toDevanagariDigits', () => {
  it('swaps digits only', () =>
    expect(toDevanagariDigits('2083 मंसिर 10, 14:05')).toBe('२०८३ मंसिर १०, १४:०५'));
});

describe('formatPrice', () => {
  it('prefixes Rs. and groups by lakh', () => expect(formatPrice(15000)).toBe('Rs. 15,000'));
  it('groups lakhs and crores', () => {
    expect(formatPrice(125000)).toBe('Rs. 1,25,000');
    expect(formatPrice(25000000)).toBe('Rs. 2,50,00,000');
  });
  it('is रु. with Devanagari digits in Nepali', () => expect(formatPrice(125000, 'ne')).toBe('रु. १,२५,०००'));
  it('returns null for missing or zero so the UI says Price on request', () => {
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice(undefined)).toBeNull();
    expect(formatPrice(0)).toBeNull();
    expect(formatPrice(null, 'ne')).toBeNull();
  });
});

describe('formatPhone', () => {
  it('formats 4-3-rest', () => expect(formatPhone('9841234567')).toBe('9841-234-567'));
  it('drops non-digits first', () => expect(formatPhone('+977 98412 34567')).toBe('9779-841-234567'));
  it('keeps short numbers readable', () => expect(formatPhone('98412')).toBe('9841-2'));
});

describe('areaSqft', () => {
  it('converts width × length in metres to square feet', () => expect(areaSqft(3, 4)).toBe(129));
  it('is null when a side is missing', () => expect(areaSqft(null, 4)).toBeNull());
});

describe('internationalMobile', () => {
  it('writes a Nepali mobile number with the country code, however it was typed', () => {
    for (const typed of [
      '9841234567',
      '984-123-4567',
      '984 123 4567',
      '+9779841234567',
      '+977 984-1234567',
      '+977-9841234567',
      '977 9841234567',
      '00977 9841234567',
      '(+977) 98412 34567',
    ]) {
      expect(internationalMobile(typed), typed).toBe('9779841234567');
    }
    expect(internationalMobile('980-7654321')).toBe('9779807654321');
    expect(nepaliMobileDigits('+977 984-1234567')).toBe('9841234567');
  });

  it('is null for what is not a mobile number: a landline, too short, too long, empty', () => {
    for (const typed of ['01-4412345', '+977 1-4412345', '984123456', '98412345678', '', 'ask at the gate']) {
      expect(internationalMobile(typed), typed).toBeNull();
    }
  });
});
