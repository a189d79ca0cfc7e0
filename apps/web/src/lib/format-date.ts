import { formatDate as formatDateIn, formatDateTime as formatDateTimeIn, type DateStyle } from '@app/shared';
import { bikramSambatDate } from './nepali-calendar';

/**
 * Nepali readers get the Bikram Sambat date (२०८३ मंसिर १०), from nepali-date-converter's
 * published month-length tables (lib/nepali-calendar.ts, loaded when a Nepali reader first needs
 * a date); its range is 2000–2090 BS (1943–2034 AD). Outside that range, or before the tables
 * have arrived, the Gregorian date is written in Nepali (packages/shared format-date.ts).
 * Components showing dates call `useBikramSambat` (useFeatureText does) to draw again when they have.
 *
 * Days and times are Nepal's, wherever the reader is (as in the mails): a visit made on 16 November
 * in Kathmandu reads 16 November from abroad too, and a page the server drew (in its own zone)
 * reads the same as the app that takes it over in the reader's browser.
 */
const NEPAL_TIME_ZONE = 'Asia/Kathmandu';
const READER: DateStyle = { timeZone: NEPAL_TIME_ZONE, bikramSambat: bikramSambatDate };

/** '26 Nov 2026' / '२०८३ मंसिर १०' (Bikram Sambat) in Nepal time; '' for a date that isn't one. */
export function formatDate(iso: string, language: 'en' | 'ne'): string {
  return formatDateIn(iso, language, READER);
}

/** '26 Nov 2026, 14:30' / '२०८३ मंसिर १०, १४:३०' in Nepal time; '' for a date that isn't one. */
export function formatDateTime(iso: string, language: 'en' | 'ne'): string {
  return formatDateTimeIn(iso, language, READER);
}
