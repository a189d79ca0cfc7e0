import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { jsonResponse, ok } from './envelope';
import { server } from './msw/server';

/**
 * The network of a test, on Mock Service Worker: `stubApi` answers the app's requests with
 * handlers keyed "METHOD /api/path", and records what the app passed to fetch.
 */

export { jsonResponse, ok };

export function failure(message: string, extra: Record<string, unknown> = {}) {
  return { success: false, error: true, message, ...extra };
}

/** A search answer: one page of listings with its meta. */
export function searchPage(
  listings: unknown[],
  { page = 1, total = listings.length, limit = 20, totalCapped = false } = {},
): Response {
  return jsonResponse({ ...ok(listings), meta: { total, page, limit, totalCapped } });
}

/**
 * Answers one request: `init` is the request as fetch options (method, headers, body as text,
 * signal), `url` the address as the app wrote it (path and query string on the page's own origin).
 * A handler that throws or rejects is a network failure: the app's fetch rejects.
 */
export type Handler = (init: RequestInit, url: string) => Response | Promise<Response>;

/** The query string of a handler's `url`. */
export const queryOf = (url: string): URLSearchParams => new URL(url, window.location.href).searchParams;

/** The answer of a paged list to `url`: the page of `rows` it asks for (page, limit), with the total. */
export function pagedResponse(rows: unknown[], url: string): Response {
  const query = queryOf(url);
  const page = Number(query.get('page'));
  const limit = Number(query.get('limit'));
  return jsonResponse({
    ...ok(rows.slice((page - 1) * limit, page * limit)),
    meta: { total: rows.length, page, limit },
  });
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

async function initOf(request: Request): Promise<RequestInit> {
  return {
    method: request.method,
    headers: request.headers,
    body: request.body === null ? undefined : await request.clone().text(),
    signal: request.signal,
    credentials: request.credentials,
  };
}

function asWritten(url: URL): string {
  return url.origin === window.location.origin ? url.pathname + url.search : url.href;
}

/** An MSW handler for "METHOD address": that method, that exact path, any query string. */
function toMswHandler(key: string, handler: Handler) {
  const [method = '', address = ''] = key.split(' ');
  const target = new URL(address, window.location.href);
  const matches = (request: Request) => {
    const url = new URL(request.url);
    return request.method === method && url.origin === target.origin && url.pathname === target.pathname;
  };
  return http.all(
    ({ request }) => matches(request),
    async ({ request }) => {
      try {
        return await handler(await initOf(request), asWritten(new URL(request.url)));
      } catch {
        return HttpResponse.error();
      }
    },
  );
}

/** `handler` behind a first request that fails as a lost connection: for Try again and Retry. */
export function offlineFirst(handler: Handler): Handler {
  let attempts = 0;
  return (init, url) =>
    ++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : handler(init, url);
}

// A stub's recorder passes each call on to the network under it (MSW's fetch), never to another recorder.
const networkUnder = new WeakMap<object, typeof fetch>();

/**
 * Answers requests with `handlers` keyed "METHOD /api/path" (or a whole address for another
 * origin), in place of the test's earlier handlers; any other request fails the test. Returns a
 * mock of fetch that records each call as the app made it (`[input, init]`) and passes it on to MSW.
 */
export function stubApi(handlers: Record<string, Handler>) {
  server.resetHandlers();
  server.use(...Object.entries(handlers).map(([key, handler]) => toMswHandler(key, handler)));
  const network = networkUnder.get(globalThis.fetch) ?? globalThis.fetch;
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => network(input, init));
  networkUnder.set(fetchMock, network);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof stubApi>;

/** No API at all: every request to /api fails as a lost connection does, side requests included. */
export function stubOffline(): void {
  server.use(http.all('/api/*', () => HttpResponse.error()));
}

/** Every requested URL, query string included, in order. */
export function requestedUrls(fetchMock: FetchMock): string[] {
  return fetchMock.mock.calls.map(([input]) => urlOf(input));
}

/** The init of every call to `path` (exact, without query string). */
export function callsTo(fetchMock: FetchMock, path: string): RequestInit[] {
  return fetchMock.mock.calls
    .filter(([input]) => urlOf(input).split('?')[0] === path)
    .map(([, init]) => init ?? {});
}

/** Every request to `path` (exact, without query string), as URLs to read the query from, in order. */
export function requestsTo(fetchMock: FetchMock, path: string): URL[] {
  return requestedUrls(fetchMock)
    .map((url) => new URL(url, window.location.href))
    .filter((url) => url.pathname === path);
}

export function authorizationOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

/** A promise the test settles by hand, to hold a response until it wants it delivered. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The parsed JSON body of a stubbed fetch call. */
export function jsonBodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
}
