import { isMessageCode, type MessageParams } from '@app/shared';
import type { ApiError } from '@/lib/api-error';
import { i18n } from '../index';
import type { Language } from '../language';
import './register';

/**
 * A message in `language`: a code of the shared catalogue is translated (placeholders filled);
 * anything else (a text that came without a code) is shown as it was sent.
 */
export function messageText(language: Language, codeOrText: string, params?: MessageParams): string {
  if (!isMessageCode(codeOrText)) return codeOrText;
  return i18n.t(codeOrText, { ns: 'messages', lng: language, ...params });
}

/** What the server said, by its code, in `language`; its English text when it sent no code. */
export function serverMessage(error: ApiError, language: Language): string {
  return error.messageCode ? messageText(language, error.messageCode, error.messageParams) : error.message;
}
