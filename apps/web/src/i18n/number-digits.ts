import { toDevanagariDigits } from '@app/shared';
import type { FormatterModule } from 'i18next';

/**
 * A number put into a Nepali translation ({{count}}, {{total}}, {{year}}…) is written in
 * Devanagari digits, as the app writes prices and dates in Nepali. Texts (phone numbers, codes,
 * names) pass unchanged. It stands in for i18next's Intl formatter: no catalogue names a format
 * ({{value, number}}), and phones' Intl data for Nepali is often missing.
 */
export const numberDigits: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format, language) =>
    (language === 'ne' && typeof value === 'number' ? toDevanagariDigits(String(value)) : value) as string,
};
