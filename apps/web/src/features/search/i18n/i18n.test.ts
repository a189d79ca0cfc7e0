import { describe, expect, it } from 'vitest';
import { searchEn } from './en';
import { searchNe } from './ne';
import { leaves } from '@/test/translations';

// Texts made only of placeholders and symbols read the same in both languages.
const LANGUAGE_NEUTRAL = new Set(['photos.counter', 'map.markerTitle']);

describe('search texts', () => {
  it('Nepali has exactly the English keys, each a Devanagari string', () => {
    const nepali = leaves(searchNe);
    expect(nepali.map(([path]) => path)).toEqual(leaves(searchEn).map(([path]) => path));
    for (const [path, value] of nepali) {
      if (LANGUAGE_NEUTRAL.has(path)) continue;
      expect(typeof value === 'string' && /[\u0900-\u097F]/.test(value), path).toBe(true);
    }
  });

  it('keeps the published English texts', () => {
    expect(searchEn.priceOnRequest).toBe('Price on request');
    expect(searchEn.results.fetchFailed).toBe('Failed to fetch data');
    expect(searchEn.details.loadFailed).toBe('Failed to load property details. Please try again.');
    expect(searchEn.details.noDescription).toBe('No detailed description provided.');
  });
});
