import { readStorage, writeStorage } from '../lib/storage';

export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The remembered choice, else the browser's preference, else English. */
export function getInitialLanguage(): Language {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('ne') ? 'ne' : 'en';
}

export function rememberLanguage(language: Language): void {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
}

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'ne' : 'en';
}
