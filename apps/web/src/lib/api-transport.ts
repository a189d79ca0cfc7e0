import { REQUEST_TIMEOUT_MS } from '@app/shared';
import { ApiError, DEFAULT_ERROR_MESSAGE } from './api-error';
import { apiOrigin } from './api-origin';

/** A query value; a list is sent comma-separated (`amenities=wifi,hot_water`), an empty one not at all. */
export type QueryValue = string | number | boolean | null | undefined | readonly string[];

/** What came back over the wire, before the envelope is read. */
export interface RawResponse {
  status: number;
  text: string;
}

export interface TransportOptions {
  signal?: AbortSignal | undefined;
  fallbackMessage?: string | undefined;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${apiOrigin()}/api${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') {
      if (value.length > 0) params.append(key, value.join(','));
    } else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * fetch with a 10 s timeout (REQUEST_TIMEOUT_MS). The timer also covers reading the body, so a connection that
 * stalls halfway on mobile data still ends. A cancel from the caller (React Query) is passed on
 * untouched; every other failure becomes an ApiError.
 */
export async function fetchRaw(
  url: string,
  init: RequestInit,
  options: TransportOptions,
): Promise<RawResponse> {
  const { signal, fallbackMessage = DEFAULT_ERROR_MESSAGE } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    if (timedOut) throw new ApiError({ status: 0, message: fallbackMessage, isTimeout: true, cause: error });
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: fallbackMessage, isNetworkError: true, cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
