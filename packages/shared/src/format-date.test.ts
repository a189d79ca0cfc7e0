import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, type DateStyle } from './format-date';

const NEPAL: DateStyle = { timeZone: 'Asia/Kathmandu' };
// 20:30 UTC on 1 October is 02:15 on 2 October in Nepal (UTC+5:45).
const LATE_EVENING_UTC = '2026-10-01T20:30:00Z';

describe('formatDate', () => {
  it('writes English as day, short month, year', () =>
    expect(formatDate(LATE_EVENING_UTC, 'en', NEPAL)).toBe('2 Oct 2026'));

  it('reads the day in the zone it is given, not the machine’s', () => {
    expect(formatDate(LATE_EVENING_UTC, 'en', { timeZone: 'UTC' })).toBe('1 Oct 2026');
    expect(formatDate(LATE_EVENING_UTC, 'ne', { timeZone: 'UTC' })).toBe('१ अक्टोबर २०२६');
  });

  it('writes the Gregorian date in Nepali day first, with Devanagari digits', () => {
    expect(formatDate(LATE_EVENING_UTC, 'ne', NEPAL)).toBe('२ अक्टोबर २०२६');
    expect(formatDate('2026-01-15T06:00:00Z', 'ne', NEPAL)).toBe('१५ जनवरी २०२६');
    expect(formatDate('2026-12-31T06:00:00Z', 'ne', NEPAL)).toBe('३१ डिसेम्बर २०२६');
  });

  it('writes the Bikram Sambat date a converter gives for Nepali, and English as before', () => {
    const bikramSambat = () => '२०८३ असोज १६';
    expect(formatDate(LATE_EVENING_UTC, 'ne', { ...NEPAL, bikramSambat })).toBe('२०८३ असोज १६');
    expect(formatDate(LATE_EVENING_UTC, 'en', { ...NEPAL, bikramSambat })).toBe('2 Oct 2026');
  });

  it('falls back to the Gregorian date, year first like the Bikram Sambat dates, outside the converter’s years', () =>
    expect(formatDate('2040-01-15T06:00:00Z', 'ne', { ...NEPAL, bikramSambat: () => null })).toBe(
      '२०४० जनवरी १५',
    ));

  it('gives an empty text for a value that is not a date', () => {
    expect(formatDate('not a date', 'en', NEPAL)).toBe('');
    expect(formatDate('not a date', 'ne', NEPAL)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour time in the same zone, in Devanagari digits for Nepali', () => {
    expect(formatDateTime(LATE_EVENING_UTC, 'en', NEPAL)).toBe('2 Oct 2026, 02:15');
    expect(formatDateTime(LATE_EVENING_UTC, 'ne', NEPAL)).toBe('२ अक्टोबर २०२६, ०२:१५');
    expect(formatDateTime('2026-10-01T18:15:00Z', 'en', NEPAL)).toBe('2 Oct 2026, 00:00');
  });

  it('gives an empty text for a value that is not a date', () =>
    expect(formatDateTime('not a date', 'ne', NEPAL)).toBe(''));
});
