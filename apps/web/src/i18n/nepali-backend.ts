import type { BackendModule, ResourceKey } from 'i18next';

type LoadCatalogue = () => Promise<ResourceKey>;

const nepaliCatalogues = new Map<string, LoadCatalogue>();

/** How to fetch a namespace's Nepali catalogue (a dynamic import: its own chunk). */
export function setNepaliCatalogue(namespace: string, load: LoadCatalogue): void {
  nepaliCatalogues.set(namespace, load);
}

/**
 * i18next's backend: English is bundled with the code that shows it, and Nepali is fetched only
 * when Nepali is the language (i18next asks when the language changes and when a namespace is
 * added while Nepali is on). No retry here: the language switch offers it.
 */
export const nepaliBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = language === 'ne' ? nepaliCatalogues.get(namespace) : undefined;
    if (!load) {
      callback(new Error(`No ${language} catalogue for ${namespace}`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
