import type { FlatNamespace, i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';
import { formatDate } from './format-date';

const MESSAGES = ['messages'] as const;

/** Every string of a catalogue with its dotted key: ['messages.nameRequired', 'Please enter…']. */
function stringLeaves(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, `${path}.${key}`));
}

/** English text → its key, built once per catalogue of the i18n store. */
const keysByCatalogue = new WeakMap<object, ReadonlyMap<string, string>>();

function keyOfText(i18n: I18n, namespace: string, catalogue: string, text: string): string | undefined {
  const english: unknown = i18n.getResource('en', namespace, catalogue);
  if (typeof english !== 'object' || english === null) return undefined;
  let keys = keysByCatalogue.get(english);
  if (!keys) {
    keys = new Map(stringLeaves(english, catalogue).map(([key, value]) => [value, key]));
    keysByCatalogue.set(english, keys);
  }
  return keys.get(text);
}

/**
 * Translation and formatting for a feature's screens (its i18n namespace). SPEC's English
 * messages come from the shared schemas and from the server, which uses the same ones; `message`
 * finds such a text in the namespace's English `catalogues` (`messages` by default) and gives it
 * in the reader's language. Any other text is shown as sent.
 */
export function useFeatureText<const Ns extends FlatNamespace>(
  namespace: Ns,
  catalogues: readonly string[] = MESSAGES,
) {
  const { t, i18n } = useTranslation(namespace);
  const language: 'en' | 'ne' = i18n.language === 'ne' ? 'ne' : 'en';

  const translate = (text: string, into: 'en' | 'ne' = language): string => {
    for (const catalogue of catalogues) {
      const key = keyOfText(i18n, namespace, catalogue, text);
      const translated: unknown = key === undefined ? undefined : i18n.getResource(into, namespace, key);
      if (typeof translated === 'string') return translated;
    }
    return text;
  };

  /** A schema or server message in the reader's language (or in `into`, for a bilingual alert). */
  const message = (text: string | undefined, into: 'en' | 'ne' = language): string | undefined =>
    text === undefined ? undefined : translate(text, into);

  /** What a failed request says: the server's message where it answered, else the screen's fallback. */
  const failure = (error: unknown, fallback: string): string =>
    error instanceof ApiError && error.status !== 0 ? translate(error.message) : fallback;

  const date = (iso: string): string => formatDate(iso, language);

  return { t, language, message, failure, date };
}
