import { formatPrice, groupLakh } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { listingsEn } from './i18n/en';

function leaves(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

/**
 * SPEC's English messages (from the shared schemas, and from the server, which uses the same
 * ones) mapped to their key, so a Nepali reader gets them in Nepali.
 */
const keyOfMessage = new Map(
  [...leaves(listingsEn.messages, 'messages'), ...leaves(listingsEn.errors, 'errors')].map(
    ([key, text]) => [text, key] as const,
  ),
);

/** Translation and formatting for the listings screens. */
export function useListingText() {
  const { t, i18n } = useTranslation('listings');
  const language = i18n.language === 'ne' ? 'ne' : 'en';

  /** A schema or server message in the reader's language; unknown server text is shown as sent. */
  const message = (text: string | undefined): string | undefined => {
    if (text === undefined) return undefined;
    const key = keyOfMessage.get(text);
    const translated: unknown = key ? i18n.getResource(language, 'listings', key) : undefined;
    return typeof translated === 'string' ? translated : text;
  };

  /** 'Rs. 1,50,000', or 'Price on request' when there is no price. */
  const price = (amount: number | null | undefined): string =>
    formatPrice(amount) === null || amount === null || amount === undefined
      ? t('common.priceOnRequest')
      : t('common.price', { amount: groupLakh(amount) });

  const date = (iso: string): string => formatDate(iso, language);

  return { t, message, price, date, language };
}
