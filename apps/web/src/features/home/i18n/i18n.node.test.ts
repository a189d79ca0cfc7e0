import { describe, it } from 'vitest';
import { homeEn } from './en';
import { homeNe } from './ne';
import { expectNepaliMirrorsEnglish } from '@/test/translations';

describe('home texts', () => {
  it('Nepali has exactly the English keys, each in Devanagari with the same placeholders', () => {
    expectNepaliMirrorsEnglish(homeEn, homeNe);
  });
});
