import { formatPrice, groupLakh } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { tasksEn } from './i18n/en';

type MessageKey = keyof typeof tasksEn.messages;

/** SPEC's English messages (from the shared schema and from the server, which uses the same) by key. */
const keyOfMessage = new Map<string, MessageKey>(
  Object.entries(tasksEn.messages).map(([key, text]) => [text, key as MessageKey] as const),
);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Translation and formatting for the task screens. */
export function useTaskText() {
  const { t, i18n } = useTranslation('tasks');
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
    return message(error.message) ?? fallback;
  };

  /** 'Rs. 1,50,000', or 'Price on request' when there is no price. */
  const price = (amount: number | null | undefined): string =>
    formatPrice(amount) === null || amount === null || amount === undefined
      ? t('common.priceOnRequest')
      : t('common.price', { amount: groupLakh(amount) });

  const date = (iso: string): string => formatDate(iso, language);

  /** '15 Sept 2026, 14:30' in the reader's time zone. */
  const dateTime = (iso: string): string => {
    const day = formatDate(iso, language);
    if (!day) return '';
    const value = new Date(iso);
    return `${day}, ${twoDigits(value.getHours())}:${twoDigits(value.getMinutes())}`;
  };

  return { t, message, failure, price, date, dateTime, language };
}
