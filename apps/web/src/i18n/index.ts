import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { getInitialLanguage, isLanguage, LANGUAGES, rememberLanguage, type Language } from './language';
import { ne } from './ne';
import { numberDigits } from './number-digits';

export { LANGUAGES, type Language } from './language';

void i18n
  .use(numberDigits)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, ne: { translation: ne } },
    lng: getInitialLanguage(),
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    defaultNS: 'translation',
    // Resources are bundled, so init finishes synchronously and nothing needs to suspend.
    initAsync: false,
    // alwaysFormat: every value goes through numberDigits, not only those naming a format.
    interpolation: { escapeValue: false, alwaysFormat: true },
    react: { useSuspense: false },
  });

function syncDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The user's explicit choice: applied and remembered for the next visit. */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
