import { describe, expect, it } from 'vitest';
import { legalEn } from '../features/legal/i18n/en';
import { legalNe } from '../features/legal/i18n/ne';
import { en } from './en';
import { chooseLanguage, i18n } from './index';
import { getInitialLanguage } from './language';
import { ne } from './ne';
import { leaves } from '../test/translations';

const isDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);

describe('translations', () => {
  it.each([
    ['UI', en, ne],
    ['legal', legalEn, legalNe],
  ])('%s: Nepali has exactly the English keys, each a non-empty string', (_name, english, nepali) => {
    const englishKeys = leaves(english).map(([path]) => path);
    const nepaliLeaves = leaves(nepali);
    expect(nepaliLeaves.map(([path]) => path)).toEqual(englishKeys);
    for (const [path, value] of nepaliLeaves) {
      expect(typeof value === 'string' && value.trim() !== '', path).toBe(true);
    }
  });

  it('Nepali text is written in Devanagari (the language names excepted)', () => {
    const untranslated = leaves({ ...ne, legal: legalNe })
      .filter(([path]) => path !== 'nav.switchLanguage')
      .filter(([, value]) => typeof value === 'string' && !isDevanagari(value));
    expect(untranslated).toEqual([]);
  });

  it('keys are typed: an unknown key does not compile', () => {
    // @ts-expect-error 'missing.key' is not a key of the resources.
    const missing: string = i18n.t('missing.key');
    expect(missing).toBe('missing.key');
  });
});

describe('language choice', () => {
  it('is remembered in localStorage and followed by <html lang>', async () => {
    expect(getInitialLanguage()).toBe('en');

    await chooseLanguage('ne');

    expect(localStorage.getItem('lang')).toBe('ne');
    expect(document.documentElement.lang).toBe('ne');
    expect(getInitialLanguage()).toBe('ne');
    expect(i18n.t('nav.login')).toBe('लगइन');
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem('lang', 'fr');
    expect(getInitialLanguage()).toBe('en');
  });
});
