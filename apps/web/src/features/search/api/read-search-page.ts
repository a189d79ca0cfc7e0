import type { SearchMeta } from '@app/shared';
import { ApiError } from '@/lib/api-error';
import { readEnvelope } from '@/lib/api-response';
import { apiUrl, fetchRaw } from '@/lib/api-transport';
import { sendWithAuthRetry } from '@/lib/auth-refresh';

/** The published fallback for a failed search. */
export const SEARCH_FAILED_MESSAGE = 'Failed to fetch data';

/**
 * GETs one page of a search: `data` (the listings) and the whole `meta`. `api.get` keeps `meta` to
 * total/page/limit, but search also needs `meta.totalCapped` ("1,000+") and `meta.area`, so this
 * goes one level down, through the same transport (timeout, bearer token, one refresh-and-retry on
 * 401, ApiError on failure). The listings are not parsed again here: the server sends them through
 * the shared response schema (Hostel/PropertySearchResponseSchema), and zod stays out of the search
 * page's first load. An answer that is not a page at all still fails as a failed search.
 */
export async function readSearchPage<T>(
  /** Path and query under /api, as `searchRequestUrl` writes them. */
  request: string,
  signal?: AbortSignal,
): Promise<{ data: T[]; meta: SearchMeta }> {
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
  const { data, rawMeta } = readEnvelope(raw, undefined, SEARCH_FAILED_MESSAGE);
  if (!Array.isArray(data) || !isSearchMeta(rawMeta)) {
    throw new ApiError({ status: raw.status, message: SEARCH_FAILED_MESSAGE, code: 'INVALID_RESPONSE' });
  }
  return { data: data as T[], meta: rawMeta };
}

function isSearchMeta(meta: unknown): meta is SearchMeta {
  if (typeof meta !== 'object' || meta === null) return false;
  const { total, page, limit, totalCapped } = meta as Record<string, unknown>;
  return (
    typeof total === 'number' &&
    typeof page === 'number' &&
    typeof limit === 'number' &&
    typeof totalCapped === 'boolean'
  );
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
