import { SEARCH_SORTS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { leaves } from '@/test/translations';
import { savedSearchesEn } from './en';
import { savedSearchesNe } from './ne';

describe('saved search texts', () => {
  it('Nepali has exactly the English keys, each a Devanagari string with the same placeholders', () => {
    const english = new Map(leaves(savedSearchesEn));
    const nepali = leaves(savedSearchesNe);
    expect(nepali.map(([path]) => path)).toEqual([...english.keys()]);
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [path, value] of nepali) {
      const words = typeof value === 'string' ? value.replace(/\{\{\w+\}\}|\s/g, '') : null;
      expect(words !== null && /[\u0900-\u097F]/.test(words), path).toBe(true);
      expect(placeholders(value), path).toEqual(placeholders(english.get(path)));
    }
  });

  it('names every sort the search offers', () => {
    expect(Object.keys(savedSearchesEn.sort)).toEqual([...SEARCH_SORTS]);
  });
});
