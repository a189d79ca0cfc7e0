import NepaliDate from 'nepali-date-converter';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';
import { loadNepaliCalendar } from './nepali-calendar';

// Before anything loads it: the calendar is not part of the page's first load.
const beforeLoading = formatDate('2026-11-26T12:00:00+05:45', 'ne');

beforeAll(() => loadNepaliCalendar());

describe('the Bikram Sambat calendar, loaded when first needed', () => {
  it('is not there before it is asked for: the Gregorian date is written in Nepali', () =>
    expect(beforeLoading).toBe('२०२६ नोभेम्बर २६'));
});

// Times are Nepal's (+05:45), as every date on the site is read in Nepal time.
// Known days: Nepal's calendar for 2081–2083 BS (new year on 13 April 2024, 14 April 2025 and
// 14 April 2026), checked against three other converters when the library was chosen.
describe('formatDate in Nepali: Bikram Sambat with Devanagari digits', () => {
  it.each([
    ['2026-11-26T12:00:00+05:45', '२०८३ मंसिर १०'],
    ['2026-09-15T12:00:00+05:45', '२०८३ भाद्र ३०'],
    ['2026-04-14T12:00:00+05:45', '२०८३ बैशाख १'],
    ['2026-04-13T12:00:00+05:45', '२०८२ चैत्र ३०'],
    ['2025-04-14T12:00:00+05:45', '२०८२ बैशाख १'],
    ['2024-04-13T12:00:00+05:45', '२०८१ बैशाख १'],
  ])('%s → %s', (iso, expected) => expect(formatDate(iso, 'ne')).toBe(expected));

  it('converts back: 2083 Mangsir 10 BS is 26 November 2026', () => {
    const day = new NepaliDate(2083, 7, 10).toJsDate();
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([2026, 11, 26]);
  });

  it('writes a day after the converter’s last year (2090 BS) in Gregorian months, in Nepali', () =>
    expect(formatDate('2040-01-15T12:00:00+05:45', 'ne')).toBe('२०४० जनवरी १५'));
});

describe('formatDate in English', () => {
  it('is day, short month, year', () =>
    expect(formatDate('2026-11-26T12:00:00+05:45', 'en')).toBe('26 Nov 2026'));
});

describe('formatDateTime', () => {
  it('adds the time, in Devanagari digits for Nepali', () => {
    expect(formatDateTime('2026-11-26T14:05:00+05:45', 'en')).toBe('26 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-26T14:05:00+05:45', 'ne')).toBe('२०८३ मंसिर १०, १४:०५');
  });
});

describe('in Nepal time wherever it is read', () => {
  it('gives an instant late in the UTC evening the next day, as Nepal has it', () => {
    expect(formatDate('2026-11-15T19:00:00Z', 'en')).toBe('16 Nov 2026');
    expect(formatDateTime('2026-11-15T19:00:00Z', 'en')).toBe('16 Nov 2026, 00:45');
    // 26 November late in Nepal is already the 27th in Kiribati or the 26th in Hawaii: Mangsir 10 for both.
    expect(formatDate('2026-11-26T23:30:00+05:45', 'ne')).toBe('२०८३ मंसिर १०');
    expect(formatDate('2026-11-26T00:30:00+05:45', 'ne')).toBe('२०८३ मंसिर १०');
  });
});

describe('a value that is not a date', () => {
  it('gives an empty text in both languages', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate('not a date', 'ne')).toBe('');
    expect(formatDateTime('not a date', 'ne')).toBe('');
  });
});
