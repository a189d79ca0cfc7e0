import { describe, expect, it } from 'vitest';
import { areaSqft, formatPhone, formatPrice, groupLakh } from './format';

describe('groupLakh', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [150000, '1,50,000'],
    [12345678, '1,23,45,678'],
    [-2500, '-2,500'],
  ])('%d → %s', (value, expected) => expect(groupLakh(value)).toBe(expected));
});

describe('formatPrice', () => {
  it('prefixes Rs. and groups by lakh', () => expect(formatPrice(15000)).toBe('Rs. 15,000'));
  it('returns null for missing or zero so the UI says Price on request', () => {
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice(undefined)).toBeNull();
    expect(formatPrice(0)).toBeNull();
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
