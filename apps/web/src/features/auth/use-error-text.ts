import { useTranslation } from 'react-i18next';
import { messageText, serverMessage } from '@/i18n/messages/message-text';
import { ApiError } from '@/lib/api-client';

type FallbackKey =
  'login.failed' | 'register.failed' | 'resend.failed' | 'forgot.failed' | 'otp.failed' | 'reset.failed';

/**
 * Texts for the auth screens' errors, in the user's language.
 * - `fieldError`: a schema's or the server's message code for a field, translated.
 * - `requestError`: the server's message where it sent one, else the screen's fallback;
 *   a lost connection says so, which on patchy mobile data is the likeliest cause.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation('auth');
  const language = i18n.language === 'ne' ? 'ne' : 'en';

  function fieldError(codeOrText: string | undefined): string | undefined {
    return codeOrText ? messageText(language, codeOrText) : undefined;
  }

  function requestError(error: unknown, fallback: FallbackKey): string {
    if (!(error instanceof ApiError)) return t(fallback);
    if (error.isNetworkError || error.isTimeout) return t('errors.network');
    // An answer the client could not read, or one without a message, has nothing of the server's to show.
    if (error.code === 'INVALID_RESPONSE') return t(fallback);
    return serverMessage(error, language) || t(fallback);
  }

  return { fieldError, requestError };
}
