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
