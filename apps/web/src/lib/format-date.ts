import { toDevanagariDigits } from '@app/shared';
import NepaliDate from 'nepali-date-converter';

/**
 * Nepali readers get the Bikram Sambat date (२०८३ मंसिर १०), from nepali-date-converter's
 * published month-length tables; its range is 2000–2090 BS (1943–2034 AD). Outside that range
 * the Gregorian date is written in Nepali. Nepali is put together here, not by Intl: phones'
 * Intl data for 'ne' is often partial (Chromium on Debian prints "2026 M10 29").
 */
const GREGORIAN_MONTHS_NE = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];

const ENGLISH = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

function nepaliDay(value: Date): string {
  try {
    return new NepaliDate(value).format('YYYY MMMM D', 'np');
  } catch {
    // Outside the converter's years.
    const month = GREGORIAN_MONTHS_NE[value.getMonth()] ?? '';
    return toDevanagariDigits(`${value.getFullYear()} ${month} ${value.getDate()}`);
  }
}

function parse(iso: string): Date | null {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? null : value;
}

/** '26 Nov 2026' / '२०८३ मंसिर १०' (Bikram Sambat) in the reader's time zone; '' for a date that isn't one. */
export function formatDate(iso: string, language: 'en' | 'ne'): string {
  const value = parse(iso);
  if (!value) return '';
  return language === 'en' ? ENGLISH.format(value) : nepaliDay(value);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '26 Nov 2026, 14:30' / '२०८३ मंसिर १०, १४:३०' in the reader's time zone; '' for a date that isn't one. */
export function formatDateTime(iso: string, language: 'en' | 'ne'): string {
  const value = parse(iso);
  if (!value) return '';
  const time = `${twoDigits(value.getHours())}:${twoDigits(value.getMinutes())}`;
  return `${formatDate(iso, language)}, ${language === 'ne' ? toDevanagariDigits(time) : time}`;
}
