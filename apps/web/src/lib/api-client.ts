import type { z } from 'zod';
import type { ApiResult } from './api-response';
import { readEnvelope } from './api-response';
import { apiUrl, fetchRaw, type QueryValue } from './api-transport';
import { sendWithAuthRetry } from './auth-refresh';

export { ApiError, DEFAULT_ERROR_MESSAGE } from './api-error';
export type { ApiResult } from './api-response';
// Uploads (lib/upload-with-progress.ts) are imported from their own file: only the screens that
// upload need that code, and everything api-client exports is in every page's bundle.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<S extends z.ZodType = z.ZodUnknown> {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Validates the envelope's `data`; its output type becomes the result's type. */
  schema?: S;
  signal?: AbortSignal;
  /** Shown when the server gives no message. */
  fallbackMessage?: string;
  /** For login and the like, where a 401 means "wrong credentials", not "token expired". */
  skipAuthRefresh?: boolean;
  /** The fetch's credentials mode for the token it carries ('include' unless said). */
  credentialsFor?: (accessToken: string | null) => RequestCredentials;
}

type BodylessOptions<S extends z.ZodType> = Omit<RequestOptions<S>, 'method' | 'body'>;

function buildInit(
  method: HttpMethod,
  body: unknown,
  accessToken: string | null,
  credentials: RequestCredentials = 'include',
): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // No Content-Type: the browser adds multipart with its boundary.
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  return { method, headers, body: payload, credentials };
}

/**
 * Calls `/api<path>`. The access token is read when the call starts (synchronously), so a
 * request started just before clearing the session still carries it (logout relies on this).
 */
export async function apiRequest<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<ApiResult<z.output<S>>> {
  const { method = 'GET', body, query, schema, signal, fallbackMessage, skipAuthRefresh = false } = options;
  const url = apiUrl(path, query);
  const raw = await sendWithAuthRetry(
    (accessToken) =>
      fetchRaw(url, buildInit(method, body, accessToken, options.credentialsFor?.(accessToken)), {
        signal,
        fallbackMessage,
      }),
    skipAuthRefresh,
  );
  return readEnvelope(raw, schema, fallbackMessage);
}

export const api = {
  get: <S extends z.ZodType = z.ZodUnknown>(path: string, options?: BodylessOptions<S>) =>
    apiRequest(path, { ...options, method: 'GET' }),
  delete: <S extends z.ZodType = z.ZodUnknown>(path: string, options?: BodylessOptions<S>) =>
    apiRequest(path, { ...options, method: 'DELETE' }),
  post: <S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options?: BodylessOptions<S>) =>
    apiRequest(path, { ...options, method: 'POST', body }),
  put: <S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options?: BodylessOptions<S>) =>
    apiRequest(path, { ...options, method: 'PUT', body }),
  patch: <S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options?: BodylessOptions<S>) =>
    apiRequest(path, { ...options, method: 'PATCH', body }),
};
