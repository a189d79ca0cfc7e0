import { ApiError, DEFAULT_ERROR_MESSAGE } from './api-error';
import { readEnvelope } from './api-response';
import { apiUrl, fetchRaw, type RawResponse } from './api-transport';
import { endSession, getAccessToken, saveAccessToken, type LoginRequiredReason } from './session';

/** `data` of POST /user/refresh-token, checked by hand to keep zod out of the entry bundle. */
function readAccessToken(data: unknown, status: number): string {
  const tokens = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  // The rotated refresh token in `data` is for other clients: the browser got it as the cookie.
  const { accessToken } = tokens;
  if (typeof accessToken !== 'string' || accessToken === '') {
    throw new ApiError({ status, message: DEFAULT_ERROR_MESSAGE, code: 'INVALID_RESPONSE' });
  }
  return accessToken;
}

// These answers mean the refresh token itself was refused; anything else (5xx, 429, no network)
// is transient and must not log the user out.
const REFUSED_STATUSES = new Set([400, 401, 403]);

/** What the login prompt says: no cookie at all (401 REFRESH_MISSING) or a refused one. */
function refusalReason(raw: RawResponse): LoginRequiredReason {
  try {
    readEnvelope(raw, undefined);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'REFRESH_MISSING') return 'missing-refresh-token';
  }
  return 'session-expired';
}

/**
 * POST /user/refresh-token with the httpOnly refresh cookie alone (no Authorization header: the
 * page never sees the refresh token). Resolves to the new access token, or null when refused.
 */
async function requestAccessToken(): Promise<string | null> {
  const raw = await fetchRaw(
    apiUrl('/user/refresh-token'),
    { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } },
    {},
  );
  if (REFUSED_STATUSES.has(raw.status)) {
    endSession(refusalReason(raw));
    return null;
  }
  const accessToken = readAccessToken(readEnvelope(raw, undefined).data, raw.status);
  saveAccessToken(accessToken);
  return accessToken;
}

/** The Web Locks name every tab of the app refreshes under. */
export const REFRESH_LOCK = 'gb-refresh';

/** The part of the Web Locks API used here; jsdom and some older browsers have none. */
interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function refreshLocks(): RefreshLocks | null {
  return 'locks' in navigator ? navigator.locks : null;
}

/**
 * Tabs share one refresh: under the lock, a tab first checks whether another tab, which held the
 * lock before it, already stored a newer access token than the one that failed, and uses it.
 * Without the lock each tab refreshes on its own (the server's grace window keeps both valid).
 */
function refreshAcrossTabs(failedToken: string | null): Promise<string | null> {
  const locks = refreshLocks();
  if (!locks) return requestAccessToken();
  return locks.request(REFRESH_LOCK, async () => {
    const stored = getAccessToken();
    if (stored === null) {
      // Another tab logged out or had its refresh refused meanwhile: do not bring the session back.
      endSession('missing-refresh-token');
      return null;
    }
    if (stored !== failedToken) return stored;
    return requestAccessToken();
  });
}

let inFlight: Promise<string | null> | null = null;

/**
 * One refresh at a time in this tab (concurrent 401s wait for the same call), and one across the
 * browser's tabs where Web Locks exist. `failedToken` is the access token the server refused.
 * Resolves to the new access token, or null when the session is over (already cleared, and the
 * app told to prompt for login).
 */
export function refreshAccessToken(failedToken: string | null): Promise<string | null> {
  inFlight ??= refreshAcrossTabs(failedToken).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Sends with the stored access token; on 401 refreshes once and retries once. When the session
 * cannot be refreshed the original 401 is returned, so the caller reports it as usual.
 */
export async function sendWithAuthRetry(
  send: (accessToken: string | null) => Promise<RawResponse>,
  skipAuthRefresh: boolean,
): Promise<RawResponse> {
  const sentToken = getAccessToken();
  const first = await send(sentToken);
  if (first.status !== 401 || skipAuthRefresh) return first;

  const current = getAccessToken();
  if (current === null) {
    // Not logged in in this browser (never, or logged out meanwhile): nothing to refresh.
    endSession('missing-refresh-token');
    return first;
  }
  // Another request may have refreshed while this one was in flight: reuse its token.
  const token = current !== sentToken ? current : await refreshAccessToken(sentToken);
  return token === null ? first : send(token);
}
