import { ApiError, DEFAULT_ERROR_MESSAGE } from './api-error';
import { readEnvelope } from './api-response';
import { apiUrl, fetchRaw, type RawResponse } from './api-transport';
import { endSession, getAccessToken, getRefreshToken, saveTokens } from './session';

/** `data` of POST /user/refresh-token, checked by hand to keep zod out of the entry bundle. */
function readTokens(data: unknown, status: number): { accessToken: string; refreshToken: string | null } {
  const tokens = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const { accessToken, refreshToken } = tokens;
  if (typeof accessToken !== 'string' || accessToken === '') {
    throw new ApiError({ status, message: DEFAULT_ERROR_MESSAGE, code: 'INVALID_RESPONSE' });
  }
  // The server may rotate the refresh token (single-use, DESIGN §5): keep the new one if sent.
  return { accessToken, refreshToken: typeof refreshToken === 'string' ? refreshToken : null };
}

// These answers mean the refresh token itself was refused; anything else (5xx, 429, no network)
// is transient and must not log the user out.
const REFUSED_STATUSES = new Set([400, 401, 403]);

let inFlight: Promise<string | null> | null = null;

async function requestAccessToken(): Promise<string | null> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    endSession('missing-refresh-token');
    return null;
  }
  const raw = await fetchRaw(
    apiUrl('/user/refresh-token'),
    {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', Authorization: `Bearer ${refreshToken}` },
    },
    {},
  );
  if (REFUSED_STATUSES.has(raw.status)) {
    endSession('session-expired');
    return null;
  }
  const tokens = readTokens(readEnvelope(raw, undefined).data, raw.status);
  saveTokens(tokens);
  return tokens.accessToken;
}

/**
 * One refresh at a time: concurrent 401s wait for the same call. Resolves to the new access token,
 * or null when the session is over (already cleared, and the app told to prompt for login).
 */
export function refreshAccessToken(): Promise<string | null> {
  inFlight ??= requestAccessToken().finally(() => {
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
  // Another request may have refreshed while this one was in flight: reuse its token.
  const token = current !== null && current !== sentToken ? current : await refreshAccessToken();
  return token === null ? first : send(token);
}
