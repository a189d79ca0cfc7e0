/**
 * The name of the `<meta>` by which the page the SPA was served with says where the API lives:
 * `<meta name="api-url" content="https://api.gharbhada.com.np">`, written into index.html by
 * whoever serves the SPA apart from the API. The API's own pages carry none (same origin).
 */
export const API_URL_META_NAME = 'api-url';

function withoutTrailingSlash(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '';
}

/**
 * The served page's API address. Only the document's head is read: nothing a visitor controls
 * (the address, or text the app renders into the body) can point the app's requests, with the
 * session's token, elsewhere.
 */
function servedApiUrl(): string {
  const tag = document.head.querySelector(`meta[name="${API_URL_META_NAME}"]`);
  return withoutTrailingSlash(tag?.getAttribute('content'));
}

/**
 * Where the API lives: an origin (optionally with a path prefix) such as
 * https://api.gharbhada.com.np, without the trailing `/api`. The served page's `api-url` meta
 * comes first (set when the SPA is served, no rebuild), then VITE_API_URL from the build; neither
 * means the page's own origin. Read on every call: tests change both.
 */
export function apiOrigin(): string {
  return servedApiUrl() || withoutTrailingSlash(import.meta.env.VITE_API_URL);
}

/** True when the API is on another origin than the page (cookies then need withCredentials). */
export function isCrossOriginApi(): boolean {
  const origin = apiOrigin();
  return origin !== '' && new URL(origin, window.location.href).origin !== window.location.origin;
}
