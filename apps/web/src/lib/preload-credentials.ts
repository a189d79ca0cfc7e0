/**
 * The credentials of a request the server may have preloaded with the HTML (a shared listing's
 * GET, apps/api site module: `<link rel="preload" as="fetch" crossorigin="use-credentials">`).
 * Chromium hands a fetch of the same URL, mode and credentials that preloaded answer whatever its
 * headers, and the preload carried no token: so a signed-in request (whose answer may differ, the
 * viewer's own listing) asks with other credentials and is never given the anonymous answer. The
 * request needs no cookie either way. The search's requests do the same (`searchCredentials`).
 */
export function preloadCredentials(accessToken: string | null): RequestCredentials {
  return accessToken ? 'same-origin' : 'include';
}
