import { COMMON_CODES, englishOf, type MessageCode, type MessageParams } from '@app/shared';
import type { FieldErrorCodes } from './app-error';

/**
 * Builders for the response envelope every answer has (`success`, `error`, `message`, `data`), so handlers never spell it by hand. Every
 * message is a code of the shared catalogue: the envelope carries its English as `message` and the
 * code as `messageCode`, so a client can show it in the reader's language.
 */
function messageOf(code: MessageCode, params?: MessageParams) {
  return { message: englishOf(code, params), messageCode: code, ...(params && { messageParams: params }) };
}

export function ok<T>(data: T, code: MessageCode = COMMON_CODES.ok) {
  return { success: true as const, error: false as const, ...messageOf(code), data };
}

export function okMessage(code: MessageCode) {
  return { success: true as const, error: false as const, ...messageOf(code) };
}

export function okPage<T, M extends { total: number; page: number; limit: number }>(
  data: T[],
  meta: M,
  code: MessageCode = COMMON_CODES.ok,
) {
  return { success: true as const, error: false as const, ...messageOf(code), data, meta };
}

/** Field errors as the envelope carries them: `errors` in English (as clients of the published API read them), `errorCodes` beside. */
function fieldErrorsOf(fields: FieldErrorCodes) {
  const entries = Object.entries(fields);
  return {
    errors: Object.fromEntries(entries.map(([field, code]) => [field, englishOf(code)])),
    errorCodes: Object.fromEntries(entries),
  };
}

/** A failed answer; `extra.code` is the kind of failure ('VALIDATION', 'NOT_FOUND'), not the message's code. */
export function failure(
  messageCode: MessageCode,
  extra: { code?: string; errors?: FieldErrorCodes; params?: MessageParams } = {},
) {
  return {
    success: false as const,
    error: true as const,
    ...messageOf(messageCode, extra.params),
    ...(extra.code !== undefined && { code: extra.code }),
    ...(extra.errors && fieldErrorsOf(extra.errors)),
  };
}
