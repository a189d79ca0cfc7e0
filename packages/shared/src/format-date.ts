import { toDevanagariDigits, type NumberLanguage } from './format';

/**
 * Dates for people, written once for the site and the mail. Nepali is put together here, not by
 * Intl: phones' Intl data for 'ne' is often partial (Chromium on Debian prints "2026 M10 29").
 */
export interface DateStyle {
  /** The IANA zone the day and time are read in; the reader's own when left out. */
  timeZone?: string;
  /**
   * The Bikram Sambat date for Nepali readers ('२०८३ मंसिर १०'), or null outside the converter's
   * years. The web passes its converter; the API has no Bikram Sambat tables. Without it, or where
   * it gives null, the Gregorian date is written in Nepali: year first where it stands in for
   * Bikram Sambat dates ('२०४० जनवरी १५'), day first otherwise ('२ अक्टोबर २०२६').
   */
  bikramSambat?: (at: Date) => string | null;
}

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
] as const;

const formats = new Map<string, { english: Intl.DateTimeFormat; parts: Intl.DateTimeFormat }>();

function formatsIn(timeZone: string | undefined) {
  const key = timeZone ?? '';
  let found = formats.get(key);
  if (!found) {
    found = {
      english: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone }),
      parts: new Intl.DateTimeFormat('en-GB', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
    };
    formats.set(key, found);
  }
  return found;
}

function partsOf(at: Date, timeZone: string | undefined) {
  const parts = formatsIn(timeZone).parts.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: Number(part('month')),
    day: Number(part('day')),
    time: `${part('hour')}:${part('minute')}`,
  };
}

function parse(iso: string): Date | null {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

function nepaliDay(at: Date, style: DateStyle): string {
  const { year, month, day } = partsOf(at, style.timeZone);
  // The converter reads a Date's local day: it is given noon of the day in `timeZone`.
  const bikramSambat = style.bikramSambat?.(new Date(Number(year), month - 1, day, 12));
  if (bikramSambat) return bikramSambat;
  const monthName = GREGORIAN_MONTHS_NE[month - 1] ?? '';
  return toDevanagariDigits(
    style.bikramSambat ? `${year} ${monthName} ${day}` : `${day} ${monthName} ${year}`,
  );
}

/** '26 Nov 2026' / '२०८३ मंसिर १०' or '२६ नोभेम्बर २०२६' (see DateStyle); '' for a date that isn't one. */
export function formatDate(iso: string, language: NumberLanguage, style: DateStyle = {}): string {
  const at = parse(iso);
  if (!at) return '';
  return language === 'en' ? formatsIn(style.timeZone).english.format(at) : nepaliDay(at, style);
}

/** The date and the 24-hour time: '26 Nov 2026, 14:30' / '२०८३ मंसिर १०, १४:३०'; '' for a date that isn't one. */
export function formatDateTime(iso: string, language: NumberLanguage, style: DateStyle = {}): string {
  const at = parse(iso);
  if (!at) return '';
  const { time } = partsOf(at, style.timeZone);
  return `${formatDate(iso, language, style)}, ${language === 'ne' ? toDevanagariDigits(time) : time}`;
}
