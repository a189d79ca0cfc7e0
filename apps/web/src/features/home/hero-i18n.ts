import { i18n } from '@/i18n';
import type { Language } from '@/i18n/language';

const instances = new Map<Language, typeof i18n>();

/**
 * An i18next instance fixed to `language`, sharing the app's resources: the hero is given one
 * (I18nextProvider), so everything in it, the location field's own words included, speaks the
 * hero's language while the rest of the page keeps the UI's, and <html lang> is left alone.
 */
export function heroI18n(language: Language): typeof i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language });
    instances.set(language, instance);
  }
  return instance;
}
