import type { z } from 'zod';
import { parseData, readEnvelope } from '@/lib/api-response';
import { apiUrl, fetchRaw } from '@/lib/api-transport';
import { sendWithAuthRetry } from '@/lib/auth-refresh';

/** The published fallback for a failed search. */
export const SEARCH_FAILED_MESSAGE = 'Failed to fetch data';

/**
 * GETs one page of a search and validates the whole envelope with its shared response schema.
 * `api.get` validates only `data` and keeps `meta` to total/page/limit, but search also needs
 * `meta.totalCapped` ("1,000+"), so this goes one level down, through the same transport
 * (timeout, bearer token, one refresh-and-retry on 401, ApiError on failure).
 */
export async function readSearchPage<S extends z.ZodType>(
  /** Path and query under /api, as `searchRequestUrl` writes them. */
  request: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const url = apiUrl(request);
  const raw = await sendWithAuthRetry((token) => {
    const headers = new Headers({ Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchRaw(
      url,
      { method: 'GET', headers, credentials: searchCredentials(token) },
      { signal, fallbackMessage: SEARCH_FAILED_MESSAGE },
    );
  }, false);
  // Throws the ApiError (server message or the fallback) for any failed answer.
  readEnvelope(raw, undefined, SEARCH_FAILED_MESSAGE);
  return parseData(schema, parseBody(raw.text), raw.status, SEARCH_FAILED_MESSAGE);
}

/**
 * The server preloads a search page's first request with the HTML, without a token
 * (`<link rel="preload" as="fetch" crossorigin="use-credentials">`, apps/api site module), and
 * Chromium hands a fetch of the same URL, mode and credentials that preloaded answer whatever its
 * headers. So a signed-in request (whose answer may differ: the viewer's own listings) asks with
 * other credentials and is never given the anonymous one. No search needs a cookie either way (the
 * refresh cookie's path is /api/user).
 */
export function searchCredentials(token: string | null): RequestCredentials {
  return token ? 'same-origin' : 'include';
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
