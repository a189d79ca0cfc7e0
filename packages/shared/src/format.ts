import { SQFT_PER_SQM } from './constants';

/** Groups digits the South Asian way: 1,50,000 (one lakh fifty thousand). */
export function groupLakh(value: number): string {
  const [whole = '0', fraction] = Math.abs(Math.round(value * 100) / 100)
    .toString()
    .split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** 'Rs. 1,50,000', or null when there is no price so the caller can say 'Price on request'. */
export function formatPrice(price: number | null | undefined): string | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return null;
  return `Rs. ${groupLakh(price)}`;
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
