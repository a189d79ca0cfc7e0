import { describe, expect, it } from 'vitest';
import { chatEn } from './chat.en';
import { chatNe } from './chat.ne';
import { searchEn } from './en';
import { searchNe } from './ne';
import { expectNepaliMirrorsEnglish } from '@/test/translations';

describe('search texts', () => {
  it('Nepali has exactly the English keys, each in Devanagari with the same placeholders', () => {
    expectNepaliMirrorsEnglish(searchEn, searchNe);
    expectNepaliMirrorsEnglish(chatEn, chatNe);
  });

  it('keeps the published English texts', () => {
    expect(searchEn.priceOnRequest).toBe('Price on request');
    expect(searchEn.results.fetchFailed).toBe('Failed to fetch data');
    expect(searchEn.details.loadFailed).toBe('Failed to load property details. Please try again.');
    expect(searchEn.details.noDescription).toBe('No detailed description provided.');
  });
});
