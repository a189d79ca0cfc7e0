/** An expected failure with the HTTP status and a message that is safe to show the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = codeFor(statusCode),
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
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

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, message, 'BAD_REQUEST', fieldErrors);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
export const unauthorized = (message = 'Please log in.') => new AppError(401, message);
export const conflict = (message: string) => new AppError(409, message);
