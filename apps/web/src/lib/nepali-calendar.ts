import type NepaliDate from 'nepali-date-converter';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The Bikram Sambat calendar (nepali-date-converter, ~28 kB of month tables), loaded only once a
 * Nepali reader needs a date: English pages and the first paint of a page never fetch it. Until
 * it has arrived a Nepali date is the Gregorian one written in Nepali (packages/shared
 * format-date.ts), and the screens that show dates draw again when it has (`useBikramSambat`).
 */

type Converter = typeof NepaliDate;

let converter: Converter | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadNepaliCalendar(): Promise<void> {
  loading ??= import('nepali-date-converter').then(({ default: loaded }) => {
    converter = loaded;
    for (const listener of listeners) listener();
  });
  return loading;
}

/** '२०८३ मंसिर १०'; null before the calendar has loaded or outside its years (2000–2090 BS). */
export function bikramSambatDate(at: Date): string | null {
  if (!converter) return null;
  try {
    return new converter(at).format('YYYY MMMM D', 'np');
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoaded = () => converter !== null;

/** Loads the calendar for a Nepali reader, and draws the screen again once it is there. */
export function useBikramSambat(language: 'en' | 'ne'): void {
  useSyncExternalStore(subscribe, isLoaded, isLoaded);
  useEffect(() => {
    if (language === 'ne') void loadNepaliCalendar();
  }, [language]);
}
