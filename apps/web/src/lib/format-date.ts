/**
 * Nepali dates are put together here: phones' Intl data for 'ne' is often partial (Chromium on
 * Debian prints "2026 M10 29"). Gregorian months, the order ICU uses for Nepali (year month day).
 */
const NEPALI_MONTHS = [
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

/** '15 Sept 2026' / '2026 सेप्टेम्बर 15' in the reader's time zone; '' for a date that isn't one. */
export function formatDate(iso: string, language: 'en' | 'ne'): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return '';
  if (language === 'en') return ENGLISH.format(value);
  return `${value.getFullYear()} ${NEPALI_MONTHS[value.getMonth()] ?? ''} ${value.getDate()}`;
}
