import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { listingsEn } from './en';
import { listingsNe } from './ne';
import './register';
import { leaves } from '@/test/translations';

describe('listings translations', () => {
  it('Nepali has exactly the English keys, each a non-empty string with Devanagari in it', () => {
    const english = leaves(listingsEn).map(([path]) => path);
    const nepali = leaves(listingsNe);
    expect(nepali.map(([path]) => path)).toEqual(english);
    for (const [path, value] of nepali) {
      expect(typeof value === 'string' && /[\u0900-\u097F]/.test(value), path).toBe(true);
    }
  });

  it('are registered as the listings namespace in both languages', async () => {
    expect(i18n.t('listings:card.noDescription')).toBe('No detailed description provided.');
    await i18n.changeLanguage('ne');
    expect(i18n.t('listings:card.noDescription')).toBe('विस्तृत विवरण दिइएको छैन।');
  });
});
