import { describe, expect, it } from 'vitest';
import { leaves } from '@/test/translations';
import { shortlistHeartEn } from '@/components/shortlist-heart/en';
import { shortlistHeartNe } from '@/components/shortlist-heart/ne';
import { shortlistEn } from './en';
import { shortlistNe } from './ne';

const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort() : [];

describe.each([
  ['shortlist', shortlistEn, shortlistNe],
  ['shortlist heart', shortlistHeartEn, shortlistHeartNe],
])('%s texts', (_name, english, nepali) => {
  it('Nepali has exactly the English keys, each a Devanagari string with the same placeholders', () => {
    const ne = leaves(nepali);
    const en = leaves(english);
    expect(ne.map(([path]) => path)).toEqual(en.map(([path]) => path));
    for (const [path, value] of ne) {
      const words = typeof value === 'string' ? value.replace(/\{\{\w+\}\}|\s/g, '') : null;
      expect(words !== null && /[\u0900-\u097F]/.test(words), path).toBe(true);
      expect(placeholders(value), path).toEqual(placeholders(en.find(([p]) => p === path)?.[1]));
    }
  });
});
