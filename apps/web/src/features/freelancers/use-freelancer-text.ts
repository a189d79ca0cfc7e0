import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { freelancersEn } from './i18n/en';

type MessageKey = keyof typeof freelancersEn.messages;

/** SPEC's English messages (from FreelancerSignupSchema and from the server, which uses the same) by key. */
const keyOfMessage = new Map<string, MessageKey>(
  Object.entries(freelancersEn.messages).map(([key, text]) => [text, key as MessageKey] as const),
);

/** Translation and formatting for the freelancer screens. */
export function useFreelancerText() {
  const { t, i18n } = useTranslation('freelancers');
  const language = i18n.language === 'ne' ? 'ne' : 'en';

  /** A schema or server message in the reader's language; unknown server text is shown as sent. */
  const message = (text: string | undefined): string | undefined => {
    if (text === undefined) return undefined;
    const key = keyOfMessage.get(text);
    return key ? t(`messages.${key}`) : text;
  };

  /**
   * What a failed request says: a lost connection (or the 10 s timeout) says so; otherwise the
   * server's message where there is one, else the screen's fallback.
   */
  const failure = (error: unknown, fallback: string): string => {
    if (!(error instanceof ApiError)) return fallback;
    if (error.isNetworkError || error.isTimeout) return t('errors.network');
    if (error.status === 0) return fallback;
    // The server words its rate-limit answer in English only, with the wait in it.
    if (error.status === 429 && language === 'ne') return t('errors.tooManyRequests');
    return message(error.message) ?? fallback;
  };

  const date = (iso: string): string => formatDate(iso, language);

  return { t, message, failure, date, language };
}
