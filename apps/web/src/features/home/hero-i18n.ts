import { createInstance } from 'i18next';
import { i18n } from '@/i18n';
import { en } from '@/i18n/en';
import type { Language } from '@/i18n/language';
import { locationNe } from '@/i18n/location.ne';
import { numberDigits } from '@/i18n/number-digits';
import { homeEn } from './i18n/en';
import { heroNe } from './i18n/hero.ne';

const instances = new Map<Language, typeof i18n>();

/** The words the hero shows (its own and its location field's), in each language. */
const HERO_WORDS = {
  en: { home: { hero: homeEn.hero }, translation: { ui: { location: en.ui.location } } },
  ne: { home: { hero: heroNe }, translation: { ui: { location: locationNe } } },
};

/** An instance with the hero's words only, for a language whose catalogues are not loaded. */
function heroOnlyInstance(language: Language): typeof i18n {
  const instance = createInstance();
  void instance.use(numberDigits).init({
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'translation',
    resources: HERO_WORDS,
    initAsync: false,
    interpolation: { escapeValue: false, alwaysFormat: true },
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * An i18next instance fixed to `language`: the hero is given one (I18nextProvider), so everything
 * in it, the location field's own words included, speaks the hero's language while the rest of
 * the page keeps the UI's, and <html lang> is left alone. It shares the app's resources when that
 * language's are loaded; otherwise (Nepali in an English visit) it has the hero's words only, which
 * ship with the home page, so an English visit downloads no other Nepali.
 */
export function heroI18n(language: Language): typeof i18n {
  const loaded = i18n.hasResourceBundle(language, 'home') && i18n.hasResourceBundle(language, 'translation');
  let instance = instances.get(language);
  if (!instance || (loaded && instance.options.resources === HERO_WORDS)) {
    instance = loaded ? i18n.cloneInstance({ lng: language }) : heroOnlyInstance(language);
    instances.set(language, instance);
  }
  return instance;
}
