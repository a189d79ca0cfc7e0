import { groupLakh } from '@app/shared';
import type { FlatNamespace } from 'i18next';
import { useTranslation } from 'react-i18next';
import { messageText, serverMessage } from '../i18n/messages/message-text';
import { ApiError } from './api-error';
import { formatDate, formatDateTime } from './format-date';
import { useBikramSambat } from './nepali-calendar';

/**
 * Translation and formatting for a feature's screens (its i18n namespace). Messages from the
 * shared schemas (a form's field errors) and from the server come as codes of the shared
 * catalogue; `message` and `failure` give them in the reader's language. A text that came without
 * a code is shown as sent.
 */
export function useFeatureText<const Ns extends FlatNamespace>(namespace: Ns) {
  const { t, i18n } = useTranslation(namespace);
  const language: 'en' | 'ne' = i18n.language === 'ne' ? 'ne' : 'en';
  useBikramSambat(language);

  /** A schema or server message (its code) in the reader's language, or in `into` for a bilingual alert. */
  function message(codeOrText: string, into?: 'en' | 'ne'): string;
  function message(codeOrText: string | undefined, into?: 'en' | 'ne'): string | undefined;
  function message(codeOrText: string | undefined, into: 'en' | 'ne' = language): string | undefined {
    return codeOrText === undefined ? undefined : messageText(into, codeOrText);
  }

  /** What a failed request says: the server's message where it answered, else the screen's fallback. */
  const failure = (error: unknown, fallback: string): string =>
    error instanceof ApiError && error.status !== 0 ? serverMessage(error, language) : fallback;

  const date = (iso: string): string => formatDate(iso, language);
  const dateTime = (iso: string): string => formatDateTime(iso, language);
  /** 1,50,000 grouped by lakh; in Nepali with Devanagari digits, as every number the app writes. */
  const number = (value: number): string => groupLakh(value, language);

  return { t, language, message, failure, date, dateTime, number };
}
