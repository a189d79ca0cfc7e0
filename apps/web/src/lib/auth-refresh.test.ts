import { describe, expect, it, vi } from 'vitest';
import { authorizationOf, callsTo, deferred, failure, jsonResponse, ok, stubApi } from '../test/api-stub';
import { api } from './api-client';
import { onLoginRequired, saveTokens, SESSION_KEYS } from './session';

function storeSession() {
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  localStorage.setItem(SESSION_KEYS.status, 'IsAdmin');
  localStorage.setItem(SESSION_KEYS.myData, 'hostel');
}

/** 401 for the first access token, success for any other. */
const acceptsOnlyFreshToken = (init: RequestInit) =>
  authorizationOf(init) === 'Bearer access-1'
    ? jsonResponse(failure('Access token expired'), 401)
    : jsonResponse(ok({ fine: true }));

describe('api client: 401, refresh and retry', () => {
  it('on 401 refreshes the token once and retries the request with the new one', async () => {
    storeSession();
    const fetchMock = stubApi({
      'GET /api/things': acceptsOnlyFreshToken,
      'POST /api/user/refresh-token': () => jsonResponse(ok({ accessToken: 'access-2' })),
    });

    await expect(api.get('/things')).resolves.toMatchObject({ data: { fine: true } });

    const [refresh] = callsTo(fetchMock, '/api/user/refresh-token');
    expect(refresh?.body).toBeUndefined();
    expect(refresh?.credentials).toBe('include');
    expect(authorizationOf(refresh)).toBe('Bearer refresh-1');
    expect(callsTo(fetchMock, '/api/things').map(authorizationOf)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBe('access-2');
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
    expect(localStorage.getItem(SESSION_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.status)).toBeNull();
    expect(loginRequired).toHaveBeenCalledWith('session-expired');
    stopListening();
  });

  it('prompts for login without calling refresh when no refresh token is stored', async () => {
    localStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
    const loginRequired = vi.fn();
    const stopListening = onLoginRequired(loginRequired);
    const fetchMock = stubApi({
      'GET /api/things': () => jsonResponse(failure('Refresh token missing'), 401),
    });

    await expect(api.get('/things')).rejects.toMatchObject({ status: 401, message: 'Refresh token missing' });

    expect(callsTo(fetchMock, '/api/user/refresh-token')).toHaveLength(0);
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(loginRequired).toHaveBeenCalledWith('missing-refresh-token');
    stopListening();
  });

  it('shares one refresh between concurrent 401s', async () => {
    storeSession();
    const refreshResponse = deferred<Response>();
    const fetchMock = stubApi({
      'GET /api/first': acceptsOnlyFreshToken,
      'GET /api/second': acceptsOnlyFreshToken,
      'POST /api/user/refresh-token': () => refreshResponse.promise,
    });

    const both = Promise.all([api.get('/first'), api.get('/second')]);
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/user/refresh-token')).toHaveLength(1));
    refreshResponse.resolve(jsonResponse(ok({ accessToken: 'access-2' })));

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
