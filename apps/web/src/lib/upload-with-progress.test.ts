import { REQUEST_TIMEOUT_MS } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, ok, stubApi } from '../test/api-stub';
import { stubClock } from '../test/clock';
import { FakeXhr, lastXhr, stubXhr } from '../test/fake-xhr';
import { stubServedApiUrl } from '../test/served-api-url';
import { uploadWithProgress } from './upload-with-progress';
import { saveAccessToken, SESSION_KEYS } from './session';

beforeEach(() => {
  stubXhr();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('uploadWithProgress', () => {
  it('sends the form with the bearer token and reports progress in percent', async () => {
    saveAccessToken('access-1');
    const form = new FormData();
    const onProgress = vi.fn();

    const upload = uploadWithProgress('/hostels/add-hostel', form, onProgress);
    const xhr = lastXhr();
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(201, { success: true, error: false, message: 'Hostel added', data: { _id: 'h1' } });

    await expect(upload).resolves.toEqual({ data: { _id: 'h1' }, message: 'Hostel added', meta: undefined });
    expect(xhr).toMatchObject({
      method: 'POST',
      url: '/api/hostels/add-hostel',
      // Same origin: cookies go along anyway, no CORS credentials needed.
      withCredentials: false,
      body: form,
    });
    expect(xhr.headers.Authorization).toBe('Bearer access-1');
    expect(onProgress.mock.calls.map(([percent]: unknown[]) => percent)).toEqual([0, 25, 100, 100]);
  });

  it.each([
    {
      where: 'of VITE_API_URL, another origin',
      arrange: () => vi.stubEnv('VITE_API_URL', 'https://api.gharbhada.test/'),
    },
    {
      where: 'the served page names (api-url)',
      arrange: () => {
        vi.stubEnv('VITE_API_URL', '');
        stubServedApiUrl('https://api.gharbhada.test');
      },
    },
  ])('sends to the API $where, with credentials', async ({ arrange }) => {
    arrange();
    saveAccessToken('access-1');

    const upload = uploadWithProgress('/hostels/add-hostel', new FormData(), vi.fn());
    lastXhr().respond(201, { success: true, error: false, message: 'Hostel added' });

    await expect(upload).resolves.toMatchObject({ message: 'Hostel added' });
    expect(lastXhr()).toMatchObject({
      url: 'https://api.gharbhada.test/api/hostels/add-hostel',
      withCredentials: true,
    });
    expect(lastXhr().headers.Authorization).toBe('Bearer access-1');
  });

  it('on 401 refreshes once and sends the upload again with the new token', async () => {
    saveAccessToken('access-1');
    stubApi({ 'POST /api/user/refresh-token': () => jsonResponse(ok({ accessToken: 'access-2' })) });

    const upload = uploadWithProgress('/landlords/verify/p1', new FormData(), vi.fn(), { method: 'PUT' });
    lastXhr().respond(401, { success: false, error: true, message: 'Access token expired' });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    lastXhr().respond(200, { success: true, error: false, message: 'Verified' });

    await expect(upload).resolves.toMatchObject({ message: 'Verified' });
    expect(FakeXhr.sent.map((xhr) => xhr.headers.Authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBe('access-2');
  });

  it('times out only after 10 s without any progress', async () => {
    stubClock();
    const upload = uploadWithProgress('/hostels/add-hostel', new FormData(), vi.fn());
    const outcome = expect(upload).rejects.toMatchObject({ isTimeout: true, status: 0 });

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1_000);
    lastXhr().progress(10, 100);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1_000);
    expect(FakeXhr.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);

    await outcome;
  });

  it('turns a failed connection into a network error with the caller fallback', async () => {
    const upload = uploadWithProgress('/hostels/add-hostel', new FormData(), vi.fn(), {
      fallbackMessage: 'Submission failed. Please try again.',
    });
    lastXhr().onerror?.();
    await expect(upload).rejects.toMatchObject({
      isNetworkError: true,
      message: 'Submission failed. Please try again.',
    });
  });
});
