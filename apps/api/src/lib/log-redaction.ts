import type { FastifyRequest } from 'fastify';

/** Never log what a user typed as a secret, nor the tokens that stand for them. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.confirmPassword',
  '*.otp',
  '*.refreshToken',
  '*.accessToken',
  '*.token',
];

const CENSOR = '[redacted]';

/**
 * A request's address without the secrets some carry: the email verification code in the API's
 * path and the code or token a mailed link puts in a page's query string.
 */
export function urlWithoutSecrets(url: string): string {
  return url
    .replace(/(\/verify-email\/)[^/?#]+/, `$1${CENSOR}`)
    .replace(/([?&](?:code|token|otp)=)[^&#]*/gi, `$1${CENSOR}`);
}

/** Fastify's own request serializer, with the address made safe to log. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlWithoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const LOG_REDACTION = { paths: REDACT_PATHS, censor: CENSOR };
