import { AUTH_MESSAGES } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import type { AuthResources } from './i18n/en';

type ValidationKey = keyof AuthResources['validation'];
type ServerErrorCode = keyof AuthResources['serverErrors'];
type FallbackKey =
  'login.failed' | 'register.failed' | 'resend.failed' | 'forgot.failed' | 'otp.failed' | 'reset.failed';

const validationKeys = Object.keys(AUTH_MESSAGES) as ValidationKey[];
const serverErrorCodes: readonly string[] = [
  'UNAUTHORIZED',
  'EMAIL_NOT_VERIFIED',
  'CONFLICT',
  'RATE_LIMITED',
  'OTP_INVALID',
  'OTP_LOCKED',
  'RESET_NOT_ALLOWED',
  'CODE_INVALID',
] satisfies ServerErrorCode[];

function isServerErrorCode(code: string | undefined): code is ServerErrorCode {
  return code !== undefined && serverErrorCodes.includes(code);
}

/**
 * Texts for the auth screens' errors, in the user's language.
 * - `fieldError`: the schemas carry SPEC's English messages; show them translated.
 * - `requestError`: the server's message where it sent one (SPEC §8), else the screen's fallback;
 *   a lost connection says so, which on patchy mobile data is the likeliest cause.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation('auth');

  function fieldError(message: string | undefined): string | undefined {
    if (!message) return undefined;
    const key = validationKeys.find((candidate) => AUTH_MESSAGES[candidate] === message);
    return key ? t(`validation.${key}`) : message;
  }

  function requestError(error: unknown, fallback: FallbackKey): string {
    if (!(error instanceof ApiError)) return t(fallback);
    if (error.isNetworkError || error.isTimeout) return t('errors.network');
    // The server writes English; known answers have a Nepali text.
    if (i18n.language !== 'en' && isServerErrorCode(error.code)) return t(`serverErrors.${error.code}`);
    return fieldError(error.message) ?? t(fallback);
  }

  return { fieldError, requestError };
}
