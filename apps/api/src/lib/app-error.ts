import { COMMON_CODES, englishOf, type MessageCode, type MessageParams } from '@app/shared';

/** Field → the code of the message that field shows. */
export type FieldErrorCodes = Readonly<Record<string, MessageCode>>;

/**
 * An expected failure with the HTTP status and a message that is safe to show the user. The
 * message is a code of the shared catalogue (so clients can translate it); `message` is its English.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageCode: MessageCode,
    readonly code: string = codeFor(statusCode),
    readonly fieldErrors?: FieldErrorCodes,
    readonly messageParams?: MessageParams,
  ) {
    super(englishOf(messageCode, messageParams));
    this.name = 'AppError';
  }
}

function codeFor(status: number): string {
  return STATUS_CODES[status] ?? 'ERROR';
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

export const badRequest = (messageCode: MessageCode, fieldErrors?: FieldErrorCodes) =>
  new AppError(400, messageCode, 'BAD_REQUEST', fieldErrors);
export const notFound = (messageCode: MessageCode = COMMON_CODES.notFound) => new AppError(404, messageCode);
export const forbidden = (messageCode: MessageCode = COMMON_CODES.forbidden) =>
  new AppError(403, messageCode);
export const unauthorized = (messageCode: MessageCode = COMMON_CODES.loginRequired) =>
  new AppError(401, messageCode);
export const conflict = (messageCode: MessageCode) => new AppError(409, messageCode);

/** 429: too many attempts, with the wait in whole minutes. */
export function tooManyAttempts(msBeforeNext: number): AppError {
  const minutes = Math.ceil(msBeforeNext / 60_000);
  return minutes <= 1
    ? new AppError(429, COMMON_CODES.rateLimited.oneMinute, 'RATE_LIMITED')
    : new AppError(429, COMMON_CODES.rateLimited.minutes, 'RATE_LIMITED', undefined, { minutes });
}
