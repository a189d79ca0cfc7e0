import { SQFT_PER_SQM } from './constants';

/** The languages numbers are written in: Nepali text uses Devanagari digits (१,५०,०००). */
export type NumberLanguage = 'en' | 'ne';

// 'en-IN' groups by lakh and crore in every browser and in Node; 'ne-NP' is missing from many
// browsers' locale data (Chromium on Debian gives 150,000 with Latin digits), so Nepali digits
// are swapped in afterwards.
const LAKH_GROUPING = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** Every Latin digit of `text` as its Devanagari digit: '2083 मंसिर 10' → '२०८३ मंसिर १०'. */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit);
}

/** Groups digits the South Asian way: 1,50,000 (one lakh fifty thousand); १,५०,००० in Nepali. */
export function groupLakh(value: number, language: NumberLanguage = 'en'): string {
  const grouped = LAKH_GROUPING.format(value);
  return language === 'ne' ? toDevanagariDigits(grouped) : grouped;
}

/**
 * 'Rs. 1,50,000' ('रु. १,५०,०००' in Nepali), or null when there is no price so the caller can say
 * 'Price on request'.
 */
export function formatPrice(
  price: number | null | undefined,
  language: NumberLanguage = 'en',
): string | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return null;
  return `${language === 'ne' ? 'रु.' : 'Rs.'} ${groupLakh(price, language)}`;
}

/** Phone shown as 4-3-rest digits: 9841-234-567. Non-digits are dropped. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length <= 4) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
}

/** Floor area in square feet from width and length in metres, or null when either is missing. */
export function areaSqft(
  widthM: number | null | undefined,
  lengthM: number | null | undefined,
): number | null {
  if (!widthM || !lengthM || widthM <= 0 || lengthM <= 0) return null;
  return Math.round(widthM * lengthM * SQFT_PER_SQM);
}

export function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** Nepal's calling code: a local mobile number (98…, 97…, 96…) is dialled from abroad as +977 98…. */
const NEPAL_CODE = '977';
/** A Nepali mobile number: ten digits from 9 (landlines have no WhatsApp or Viber). */
const MOBILE = /^9\d{9}$/;

/**
 * The ten digits of a Nepali mobile number (9841234567), or null when `phone` is not one. Spaces,
 * dashes and brackets are ignored, and a number may come local (9841234567), with the code (+977
 * 984-1234567, 977…, 00977…) or with a trunk 0. WhatsApp and Viber reach only such numbers.
 */
export function nepaliMobileDigits(phone: string): string | null {
  let digits = phone.replace(/[^\d]/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith(NEPAL_CODE) && digits.length === NEPAL_CODE.length + 10) {
    digits = digits.slice(NEPAL_CODE.length);
  }
  if (digits.startsWith('0')) digits = digits.slice(1);
  return MOBILE.test(digits) ? digits : null;
}

/** The number in international form without the plus ('9779841234567'), as wa.me and Viber want it. */
export function internationalMobile(phone: string): string | null {
  const digits = nepaliMobileDigits(phone);
  return digits === null ? null : `${NEPAL_CODE}${digits}`;
}
