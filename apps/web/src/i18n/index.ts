import i18n, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { getInitialLanguage, isLanguage, LANGUAGES, rememberLanguage, type Language } from './language';
import { nepaliBackend, setNepaliCatalogue } from './nepali-backend';
import { numberDigits } from './number-digits';

export { LANGUAGES, type Language } from './language';

// Nepali is fetched only when it is the language: an English visit downloads none of it.
setNepaliCatalogue('translation', async () => (await import('./ne')).ne);

void i18n
  .use(nepaliBackend)
  .use(numberDigits)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    // English is bundled with the code that shows it, Nepali comes from the backend.
    partialBundledLanguages: true,
    // English is here, so init finishes synchronously; a Nepali visit switches before the first
    // render (applyStartLanguage).
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    defaultNS: 'translation',
    initAsync: false,
    // alwaysFormat: every value goes through numberDigits, not only those naming a format.
    interpolation: { escapeValue: false, alwaysFormat: true },
    react: { useSuspense: false },
  });

function syncDocumentLanguage(language: string) {
  // No document where the server draws a page (apps/web/src/prerender).
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
i18n.on('languageChanged', syncDocumentLanguage);

/** Whether the visit started in English because its language's catalogues did not load. */
let startFailed = false;

/** The language being switched to while its catalogues load. */
let switchingTo: Language | null = null;

/** Loads `namespaces`' catalogues in `language` (those not loaded yet); resolves when done or failed. */
export function loadCatalogues(language: string, namespaces: readonly string[]): Promise<void> {
  const connector = i18n.services.backendConnector as {
    load: (languages: string[], namespaces: readonly string[], done: () => void) => void;
  };
  return new Promise((resolve) => connector.load([language], namespaces, resolve));
}

function registeredNamespaces(): string[] {
  return [i18n.options.ns ?? []].flat();
}

/**
 * A namespace's catalogues, registered by the code that shows them (a feature's i18n/register.ts):
 * the English one is bundled with that code, the Nepali one is fetched when Nepali is the language
 * or being switched to.
 */
export function registerCatalogue(
  namespace: string,
  english: ResourceKey,
  loadNepali: () => Promise<ResourceKey>,
): void {
  setNepaliCatalogue(namespace, loadNepali);
  i18n.addResourceBundle('en', namespace, english, true, true);
  // Adds the namespace to those a language change loads, and loads it now if Nepali is on.
  void i18n.loadNamespaces(namespace);
  if (switchingTo) void loadCatalogues(switchingTo, [namespace]);
}

const alsoLoading = new Set<Promise<void>>();

/**
 * Catalogues a screen shows in `language` whatever the UI's language (the home hero speaks both):
 * fetched now, and awaited by cataloguesLoaded like the current language's.
 */
export function loadCataloguesToo(language: Language, namespaces: readonly string[]): void {
  const loading = loadCatalogues(language, namespaces);
  alsoLoading.add(loading);
  void loading.then(() => alsoLoading.delete(loading));
}

/** Once every registered namespace's catalogue in the current language is loaded (or failed). */
export async function cataloguesLoaded(): Promise<void> {
  const languages = new Set([i18n.language, switchingTo ?? i18n.language]);
  await Promise.all([
    ...alsoLoading,
    ...[...languages].map((language) => loadCatalogues(language, registeredNamespaces())),
  ]);
}

function namespacesMissing(language: Language): string[] {
  return registeredNamespaces().filter((namespace) => !i18n.hasResourceBundle(language, namespace));
}

/** Loads `language`'s catalogues, then switches: nothing shows half translated. Throws if one fails. */
async function switchLanguage(language: Language): Promise<void> {
  switchingTo = language;
  try {
    const missing = namespacesMissing(language);
    // reloadResources, not loadLanguages: i18next does not ask again for a catalogue that failed.
    if (missing.length > 0) await i18n.reloadResources([language], missing);
    // Namespaces registered meanwhile (the first page's code arriving): theirs too, before judging.
    let namespaces: string[];
    do {
      namespaces = registeredNamespaces();
      await loadCatalogues(language, namespaces);
    } while (registeredNamespaces().length > namespaces.length);
    const failed = namespacesMissing(language);
    if (failed.length > 0) throw new Error(`The ${language} catalogues of ${failed.join(', ')} did not load`);
    await i18n.changeLanguage(language);
    startFailed = false;
  } finally {
    switchingTo = null;
  }
}

/**
 * The visit's first language (remembered, else the browser's): main.tsx renders once this
 * resolves, so a Nepali visit shows Nepali from its first paint. If the Nepali catalogue does not
 * load, the visit goes on in English (startLanguageFailed).
 */
export async function applyStartLanguage(): Promise<void> {
  const language = getInitialLanguage();
  syncDocumentLanguage(language);
  if (language === i18n.language) return;
  try {
    await switchLanguage(language);
  } catch {
    startFailed = true;
    syncDocumentLanguage(i18n.language);
  }
}

/** Whether the visit wanted Nepali at its start and stayed in English because it did not load. */
export function startLanguageFailed(): boolean {
  return startFailed;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * The user's explicit choice: its catalogues loaded, applied and remembered for the next visit.
 * Rejects, keeping the language as it was, if they do not load.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await switchLanguage(language);
  rememberLanguage(language);
}

export { i18n };
