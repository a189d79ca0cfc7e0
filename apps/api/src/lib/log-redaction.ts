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

/** Route parameters that hold a secret (`/verify-email/:code`, `/shared/:token`, …). */
const SECRET_PARAM = /^(?:code|otp|token|\w+Token)$/;

/**
 * A request's address without the secrets some carry: the email verification code and the
 * shortlist share token in the API's and the web app's paths (a shared link's page, which no API
 * route matches), and the code or token a mailed link puts in a page's query string.
 */
export function urlWithoutSecrets(url: string): string {
  return url
    .replace(/(\/verify-email\/)[^/?#]+/, `$1${CENSOR}`)
    .replace(/(\/shortlist\/shared\/)[^/?#]+/, `$1${CENSOR}`)
    .replace(/([?&](?:code|token|otp)=)[^&#]*/gi, `$1${CENSOR}`);
}

/** The address with every secret route parameter's value taken out, whatever the route. */
function withoutSecretParams(request: FastifyRequest, url: string): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const [pathname = '', query] = splitQuery(url);
  let safe = pathname;
  for (const [name, value] of Object.entries(params)) {
    if (!SECRET_PARAM.test(name) || typeof value !== 'string' || value === '') continue;
    for (const written of new Set([value, encodeURIComponent(value)]))
      safe = safe.split(`/${written}`).join(`/${CENSOR}`);
  }
  return query === undefined ? safe : `${safe}?${query}`;
}

function splitQuery(url: string): [string, string | undefined] {
  const at = url.indexOf('?');
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}

/** Fastify's own request serializer, with the address made safe to log. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlWithoutSecrets(withoutSecretParams(request, request.url)),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const LOG_REDACTION = { paths: REDACT_PATHS, censor: CENSOR };
