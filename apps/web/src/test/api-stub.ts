import { vi } from 'vitest';

/** Test doubles for the network boundary (global fetch). */

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A success envelope; `extra` adds fields such as the message's code (`messageCode`). */
export function ok(data?: unknown, message = 'OK', extra: Record<string, unknown> = {}) {
  return { success: true, error: false, message, data, ...extra };
}

export function failure(message: string, extra: Record<string, unknown> = {}) {
  return { success: false, error: true, message, ...extra };
}

/** `url` carries the query string, for handlers that answer by it (paged lists). */
export type Handler = (init: RequestInit, url: string) => Response | Promise<Response>;

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Stubs fetch with handlers keyed "METHOD /api/path"; any other request fails the call. */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = urlOf(input);
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const handler = handlers[key];
    if (!handler) return Promise.reject(new Error(`Unexpected request: ${key}`));
    return Promise.resolve(handler(init, url));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof stubApi>;

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
