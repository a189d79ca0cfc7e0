import { formatPrice, groupLakh } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { applicationsEn } from './i18n/en';

type MessageKey = keyof typeof applicationsEn.messages;

/** SPEC's English messages (from ApplySchema and from the server, which uses the same) by key. */
const keyOfMessage = new Map<string, MessageKey>(
  Object.entries(applicationsEn.messages).map(([key, text]) => [text, key as MessageKey] as const),
);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

/** Translation and formatting for the application screens. */
export function useApplicationText() {
  const { t, i18n } = useTranslation('applications');
  const language = i18n.language === 'ne' ? 'ne' : 'en';

  /** A schema or server message in the reader's language; unknown server text is shown as sent. */
  const message = (text: string | undefined): string | undefined => {
    if (text === undefined) return undefined;
    const key = keyOfMessage.get(text);
    return key ? t(`messages.${key}`) : text;
  };

  /** What a failed write says: the server's message where there is one, else SPEC's fallback. */
  const failure = (error: unknown, fallback: string): string => {
    if (!(error instanceof ApiError) || error.status === 0) return fallback;
    // The server words its rate-limit answer in English only, with the wait in it.
    if (error.status === 429 && language === 'ne') return t('errors.tooManyRequests');
    return message(error.message) ?? fallback;
  };

  /** 'Rs. 1,50,000', or 'Price on request' when there is no price. */
  const price = (amount: number | null | undefined): string =>
    formatPrice(amount) === null || amount === null || amount === undefined
      ? t('common.priceOnRequest')
      : t('common.price', { amount: groupLakh(amount) });

  /** '30 Jan 2026' / '30 जनवरी 2026', in the reader's time zone. */
  const date = (iso: string): string => {
    const value = new Date(iso);
    const month = MONTHS[value.getMonth()];
    if (Number.isNaN(value.getTime()) || !month) return '';
    return t('common.date', { day: value.getDate(), month: t(`months.${month}`), year: value.getFullYear() });
  };

  return { t, message, failure, price, date, language };
}
