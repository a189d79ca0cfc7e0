import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizationOf, callsTo, deferred, failure, jsonResponse, ok, stubApi } from '../test/api-stub';
import { api } from './api-client';
import { REFRESH_LOCK } from './auth-refresh';
import { LEGACY_REFRESH_TOKEN_KEY, onLoginRequired, saveAccessToken, SESSION_KEYS } from './session';

function storeSession() {
  saveAccessToken('access-1');
  localStorage.setItem(SESSION_KEYS.status, 'IsAdmin');
  localStorage.setItem(SESSION_KEYS.myData, 'hostel');
}

/** 401 for the first access token, success for any other. */
const acceptsOnlyFreshToken = (init: RequestInit) =>
  authorizationOf(init) === 'Bearer access-1'
    ? jsonResponse(failure('Access token expired'), 401)
    : jsonResponse(ok({ fine: true }));

/** What POST /user/refresh-token answers: a new access token, and the rotated refresh token. */
const refreshed = () => jsonResponse(ok({ accessToken: 'access-2', refreshToken: 'refresh-2' }));

/**
 * navigator.locks as a browser has it, for the one name the app uses: callbacks run one at a
 * time in request order. `requested` lists every name asked for.
 */
function installWebLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  const requested: string[] = [];
  const locks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const result = queue.then(callback);
      queue = result.catch(() => undefined);
      return result;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { locks, requested };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

describe('api client: 401, refresh and retry', () => {
  it('refreshes with the cookie alone, retries with the new token and keeps no refresh token', async () => {
    storeSession();
    const fetchMock = stubApi({
      'GET /api/things': acceptsOnlyFreshToken,
      'POST /api/user/refresh-token': refreshed,
    });

    await expect(api.get('/things')).resolves.toMatchObject({ data: { fine: true } });

    const [refresh] = callsTo(fetchMock, '/api/user/refresh-token');
    expect(refresh?.body).toBeUndefined();
    expect(refresh?.credentials).toBe('include');
    expect(authorizationOf(refresh)).toBeNull();
    expect(callsTo(fetchMock, '/api/things').map(authorizationOf)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBe('access-2');
    // The rotated refresh token in the answer is stored nowhere a script could read it.
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(stored).not.toContain('refresh-2');
    expect(localStorage.getItem(LEGACY_REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('clears tokens and status and asks for login when the refresh is refused', async () => {
    storeSession();
    const loginRequired = vi.fn();
    const stopListening = onLoginRequired(loginRequired);
    const fetchMock = stubApi({
      'GET /api/things': () => jsonResponse(failure('Access token expired'), 401),
      'POST /api/user/refresh-token': () => jsonResponse(failure('Refresh token expired'), 401),
    });

    await expect(api.get('/things')).rejects.toMatchObject({ status: 401, message: 'Access token expired' });

    expect(callsTo(fetchMock, '/api/things')).toHaveLength(1);
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.status)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.myData)).toBe('hostel');
    expect(loginRequired).toHaveBeenCalledWith('session-expired');
    stopListening();
  });

  it('ends the session when the browser has no refresh cookie (401 Refresh token missing)', async () => {
    storeSession();
    const loginRequired = vi.fn();
    const stopListening = onLoginRequired(loginRequired);
    const fetchMock = stubApi({
      'GET /api/things': () => jsonResponse(failure('Access token expired'), 401),
      'POST /api/user/refresh-token': () =>
        jsonResponse(failure('Refresh token missing', { code: 'REFRESH_MISSING' }), 401),
    });

    await expect(api.get('/things')).rejects.toMatchObject({ status: 401 });

    expect(callsTo(fetchMock, '/api/user/refresh-token')).toHaveLength(1);
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.status)).toBeNull();
    expect(loginRequired).toHaveBeenCalledWith('missing-refresh-token');
    stopListening();
  });

  it('prompts for login without calling refresh when nobody is logged in', async () => {
    const loginRequired = vi.fn();
    const stopListening = onLoginRequired(loginRequired);
    const fetchMock = stubApi({
      'GET /api/things': () => jsonResponse(failure('Access token missing'), 401),
    });

    await expect(api.get('/things')).rejects.toMatchObject({ status: 401, message: 'Access token missing' });

    expect(callsTo(fetchMock, '/api/user/refresh-token')).toHaveLength(0);
    expect(loginRequired).toHaveBeenCalledWith('missing-refresh-token');
    stopListening();
  });

  it('without Web Locks (jsdom) shares one refresh between concurrent 401s of the tab', async () => {
    expect('locks' in navigator).toBe(false);
    storeSession();
    const refreshResponse = deferred<Response>();
    const fetchMock = stubApi({
      'GET /api/first': acceptsOnlyFreshToken,
      'GET /api/second': acceptsOnlyFreshToken,
      'POST /api/user/refresh-token': () => refreshResponse.promise,
    });

    const both = Promise.all([api.get('/first'), api.get('/second')]);
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/user/refresh-token')).toHaveLength(1));
    refreshResponse.resolve(refreshed());

    await expect(both).resolves.toHaveLength(2);
    expect(callsTo(fetchMock, '/api/user/refresh-token')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/second').map(authorizationOf)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('does not refresh when the caller opts out (login: 401 means wrong password)', async () => {
    storeSession();
    const fetchMock = stubApi({
      'POST /api/user/login': () => jsonResponse(failure('Invalid credentials'), 401),
    });

    await expect(api.post('/user/login', {}, { skipAuthRefresh: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(callsTo(fetchMock, '/api/user/refresh-token')).toHaveLength(0);
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBe('access-1');
  });
});

describe('api client: one refresh across tabs (Web Locks)', () => {
  it('refreshes inside the shared lock, once for concurrent 401s, when no other tab has', async () => {
    const { requested } = installWebLocks();
    storeSession();
    const fetchMock = stubApi({
      'GET /api/first': acceptsOnlyFreshToken,
      'GET /api/second': acceptsOnlyFreshToken,
      'POST /api/user/refresh-token': refreshed,
    });

    await expect(Promise.all([api.get('/first'), api.get('/second')])).resolves.toHaveLength(2);

    expect(requested).toEqual([REFRESH_LOCK]);
    expect(callsTo(fetchMock, '/api/user/refresh-token')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/first').map(authorizationOf)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBe('access-2');
  });

  it('uses the token another tab stored while this tab waited for the lock, without calling the server', async () => {
    const { locks, requested } = installWebLocks();
    storeSession();
    // The other tab holds the lock: it is refreshing.
    const otherTabDone = deferred<undefined>();
    const otherTab = locks.request(REFRESH_LOCK, () => otherTabDone.promise);
    const fetchMock = stubApi({
      'GET /api/things': acceptsOnlyFreshToken,
      'POST /api/user/refresh-token': refreshed,
    });

    const request = api.get('/things');
    await vi.waitFor(() => expect(requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]));
    // The other tab's refresh lands in the storage both tabs share, then it lets go of the lock.
    localStorage.setItem(SESSION_KEYS.accessToken, 'access-2');
    otherTabDone.resolve(undefined);
    await otherTab;

    await expect(request).resolves.toMatchObject({ data: { fine: true } });
    expect(callsTo(fetchMock, '/api/user/refresh-token')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/things').map(authorizationOf)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('does not bring back a session another tab ended while this tab waited for the lock', async () => {
    const { locks, requested } = installWebLocks();
    storeSession();
    const loginRequired = vi.fn();
    const stopListening = onLoginRequired(loginRequired);
    const otherTabDone = deferred<undefined>();
    const otherTab = locks.request(REFRESH_LOCK, () => otherTabDone.promise);
    const fetchMock = stubApi({
      'GET /api/things': acceptsOnlyFreshToken,
      'POST /api/user/refresh-token': refreshed,
    });

    const request = api.get('/things');
    await vi.waitFor(() => expect(requested).toHaveLength(2));
    // The other tab logged out (or its refresh was refused): the shared storage has no token.
    localStorage.removeItem(SESSION_KEYS.accessToken);
    otherTabDone.resolve(undefined);
    await otherTab;

    await expect(request).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, '/api/user/refresh-token')).toHaveLength(0);
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(loginRequired).toHaveBeenCalledWith('missing-refresh-token');
    stopListening();
  });
});
