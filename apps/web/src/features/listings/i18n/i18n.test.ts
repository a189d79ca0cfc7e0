import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { listingsEn } from './en';
import { listingsNe } from './ne';
import './register';
import { expectNepaliMirrorsEnglish } from '@/test/translations';

describe('listings translations', () => {
  it('Nepali has exactly the English keys, each in Devanagari with the same placeholders', () => {
    expectNepaliMirrorsEnglish(listingsEn, listingsNe);
  });

  it('are registered as the listings namespace in both languages', async () => {
    expect(i18n.t('listings:card.noDescription')).toBe('No detailed description provided.');
    await i18n.changeLanguage('ne');
    expect(i18n.t('listings:card.noDescription')).toBe('विस्तृत विवरण दिइएको छैन।');
  });
});
