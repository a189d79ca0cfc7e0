import { SEARCH_SORTS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { expectNepaliMirrorsEnglish } from '@/test/translations';
import { savedSearchesEn } from './en';
import { savedSearchesNe } from './ne';

describe('saved search texts', () => {
  it('Nepali has exactly the English keys, each in Devanagari with the same placeholders', () => {
    expectNepaliMirrorsEnglish(savedSearchesEn, savedSearchesNe);
  });

  it('names every sort the search offers', () => {
    expect(Object.keys(savedSearchesEn.sort)).toEqual([...SEARCH_SORTS]);
  });
});
