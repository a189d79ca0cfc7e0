import { afterEach, describe, expect, it } from 'vitest';
import { getInitialLanguage, rememberLanguage } from './language';

function clearCookie() {
  document.cookie = 'lang=; Path=/; Max-Age=0';
}

describe('the lang cookie (the server writes the page in the language it names)', () => {
  afterEach(() => {
    clearCookie();
    localStorage.clear();
  });

  it('is written when the language is chosen', () => {
    rememberLanguage('ne');
    expect(document.cookie).toBe('lang=ne');
    rememberLanguage('en');
    expect(document.cookie).toBe('lang=en');
  });

  it('is written at start-up from the remembered choice, so an older visitor gets it too', () => {
    localStorage.setItem('lang', 'ne');
    expect(getInitialLanguage()).toBe('ne');
    expect(document.cookie).toBe('lang=ne');
  });

  it('is written at start-up for English, the language without a choice', () => {
    expect(getInitialLanguage()).toBe('en');
    expect(document.cookie).toBe('lang=en');
  });

  it('names the language when localStorage holds none', () => {
    document.cookie = 'lang=ne; Path=/';
    expect(getInitialLanguage()).toBe('ne');
  });

  it('ignores an unknown value', () => {
    document.cookie = 'lang=fr; Path=/';
    expect(getInitialLanguage()).toBe('en');
    expect(document.cookie).toBe('lang=en');
  });
});
