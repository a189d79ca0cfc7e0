import { describe, it } from 'vitest';
import { expectNepaliMirrorsEnglish } from '@/test/translations';
import { shortlistHeartEn } from '@/components/shortlist-heart/en';
import { shortlistHeartNe } from '@/components/shortlist-heart/ne';
import { shortlistEn } from './en';
import { shortlistNe } from './ne';

describe.each([
  ['shortlist', shortlistEn, shortlistNe],
  ['shortlist heart', shortlistHeartEn, shortlistHeartNe],
])('%s texts', (_name, english, nepali) => {
  it('Nepali has exactly the English keys, each in Devanagari with the same placeholders', () => {
    expectNepaliMirrorsEnglish(english, nepali);
  });
});
