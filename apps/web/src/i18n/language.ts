import { readStorage, writeStorage } from '../lib/storage';

export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * The language, also as a cookie, so the server writes the page in it from the first byte
 * (`<html lang>`, the Devanagari font's preload: apps/api plugins/page-language.ts). A display
 * preference, not a secret: readable by scripts, sent on same-site navigations, kept a year.
 */
export const LANGUAGE_COOKIE = 'lang';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

function readLanguageCookie(): string | undefined {
  // No document where the server draws a page (apps/web/src/prerender): it is given the language.
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
}

function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The choice remembered in localStorage, else in the cookie (localStorage may be unavailable). */
function rememberedLanguage(): Language | undefined {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const cookie = readLanguageCookie();
  return isLanguage(cookie) ? cookie : undefined;
}

/**
 * The remembered choice, else the browser's preference, else English; written to the cookie, so
 * the server's next page agrees with the app.
 */
export function getInitialLanguage(): Language {
  const language = rememberedLanguage() ?? (navigator.language.toLowerCase().startsWith('ne') ? 'ne' : 'en');
  writeLanguageCookie(language);
  return language;
}

export function rememberLanguage(language: Language): void {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  writeLanguageCookie(language);
}

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'ne' : 'en';
}
