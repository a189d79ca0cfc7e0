import { REQUEST_TIMEOUT_MS } from '@app/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authorizationOf, callsTo, failure, jsonResponse, ok, stubApi } from '../test/api-stub';
import { stubClock } from '../test/clock';
import { stubServedApiUrl } from '../test/served-api-url';
import { api, ApiError, DEFAULT_ERROR_MESSAGE } from './api-client';
import { saveAccessToken } from './session';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('api client', () => {
  it('calls /api with the stored bearer token and credentials, and returns the envelope', async () => {
    saveAccessToken('access-1');
    const fetchMock = stubApi({ 'GET /api/things': () => jsonResponse(ok({ id: 7 }, 'Found')) });

    const result = await api.get('/things', { query: { page: 2, q: undefined } });

    expect(result).toEqual({ data: { id: 7 }, message: 'Found', meta: undefined });
    const [call] = fetchMock.mock.calls;
    expect(call?.[0]).toBe('/api/things?page=2');
    expect(call?.[1]?.credentials).toBe('include');
    expect(authorizationOf(call?.[1])).toBe('Bearer access-1');
  });

  it('calls the API of VITE_API_URL (another origin) with credentials, refresh included', async () => {
    vi.stubEnv('VITE_API_URL', 'http://localhost:3000/');
    saveAccessToken('access-1');
    const api3000 = 'http://localhost:3000/api';
    const fetchMock = stubApi({
      [`GET ${api3000}/things`]: (init) =>
        authorizationOf(init) === 'Bearer access-1'
          ? jsonResponse(failure('Access token expired'), 401)
          : jsonResponse(ok({ id: 7 })),
      [`POST ${api3000}/user/refresh-token`]: () => jsonResponse(ok({ accessToken: 'access-2' })),
    });

    await expect(api.get('/things', { query: { page: 2 } })).resolves.toMatchObject({ data: { id: 7 } });

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `${api3000}/things?page=2`,
      `${api3000}/user/refresh-token`,
      `${api3000}/things?page=2`,
    ]);
    for (const [, init] of fetchMock.mock.calls) expect(init?.credentials).toBe('include');
  });

  it('calls the API the served page names (api-url), ahead of VITE_API_URL', async () => {
    vi.stubEnv('VITE_API_URL', 'http://built-in.test');
    stubServedApiUrl('http://localhost:3000/');
    const fetchMock = stubApi({ 'GET http://localhost:3000/api/things': () => jsonResponse(ok({ id: 7 })) });

    await expect(api.get('/things')).resolves.toMatchObject({ data: { id: 7 } });

    const [call] = fetchMock.mock.calls;
    expect(call?.[0]).toBe('http://localhost:3000/api/things');
    expect(call?.[1]?.credentials).toBe('include');
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = stubApi({ 'GET /api/things': () => jsonResponse(ok([])) });
    await api.get('/things');
    expect(authorizationOf(callsTo(fetchMock, '/api/things')[0])).toBeNull();
  });

  it('sends JSON bodies as JSON and FormData bodies without a content type', async () => {
    const fetchMock = stubApi({
      'POST /api/json': () => jsonResponse(ok()),
      'PUT /api/form': () => jsonResponse(ok()),
    });
    const form = new FormData();
    form.append('name', 'Hostel');

    await api.post('/json', { name: 'Hostel' });
    await api.put('/form', form);

    const [jsonCall] = callsTo(fetchMock, '/api/json');
    expect(new Headers(jsonCall?.headers).get('Content-Type')).toBe('application/json');
    expect(jsonCall?.body).toBe('{"name":"Hostel"}');
    const [formCall] = callsTo(fetchMock, '/api/form');
    expect(new Headers(formCall?.headers).has('Content-Type')).toBe(false);
    expect(formCall?.body).toBe(form);
  });

  it('validates data with the given schema', async () => {
    stubApi({ 'GET /api/count': () => jsonResponse(ok({ count: 'three' })) });
    const schema = z.object({ count: z.number() });

    await expect(
      api.get('/count', { schema, fallbackMessage: 'Failed to fetch data' }),
    ).rejects.toMatchObject({
      message: 'Failed to fetch data',
      code: 'INVALID_RESPONSE',
    });
  });

  it('gives up after 10 s with a timeout error', async () => {
    stubClock();
    stubApi({
      'GET /api/slow': (init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    });
    let settled = false;
    const request = api.get('/slow').finally(() => {
      settled = true;
    });
    const outcome = expect(request).rejects.toMatchObject({
      isTimeout: true,
      isNetworkError: false,
      status: 0,
    });

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    await expect(request).rejects.toBeInstanceOf(ApiError);
  });

  it('reports a failed connection as a network error', async () => {
    stubApi({ 'GET /api/things': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(api.get('/things')).rejects.toMatchObject({
      isNetworkError: true,
      isTimeout: false,
      status: 0,
      message: DEFAULT_ERROR_MESSAGE,
    });
  });

  it('uses the server message when there is one, else the caller fallback, else the default', async () => {
    stubApi({
      'GET /api/with-message': () => jsonResponse(failure('Hostel not found'), 404),
      'GET /api/without-message': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });

    await expect(api.get('/with-message', { fallbackMessage: 'Failed to fetch data' })).rejects.toMatchObject(
      {
        status: 404,
        message: 'Hostel not found',
      },
    );
    await expect(
      api.get('/without-message', { fallbackMessage: 'Failed to fetch data' }),
    ).rejects.toMatchObject({
      status: 502,
      message: 'Failed to fetch data',
    });
    await expect(api.get('/without-message')).rejects.toMatchObject({ message: DEFAULT_ERROR_MESSAGE });
  });

  it('treats success: false as a failure even with status 200', async () => {
    stubApi({ 'GET /api/odd': () => jsonResponse(failure('Not allowed'), 200) });
    await expect(api.get('/odd')).rejects.toMatchObject({ status: 200, message: 'Not allowed' });
  });

  it('exposes field errors from `errors`', async () => {
    const errors = { name: 'Property name is required', price: 'Price must be a number' };
    stubApi({ 'POST /api/landlords/add': () => jsonResponse(failure('Invalid input', { errors }), 400) });

    const error = await api.post('/landlords/add', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid input', fieldErrors: errors });
  });
});
