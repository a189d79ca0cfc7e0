import { describe, expect, it } from 'vitest';
import { bearer, createUser, login } from './factories';
import { buildTestApp } from './helper';
import { addHostel } from './listings';

const APP_ORIGIN = 'https://app.gharbhada.test';
const app = await buildTestApp({
  env: { CORS_ORIGINS: `${APP_ORIGIN}, http://localhost:4173`, PUBLIC_URL: 'https://api.gharbhada.test' },
});
const sameOriginOnly = await buildTestApp();

const preflight = (target: typeof app, origin: string) =>
  target.inject({
    method: 'OPTIONS',
    url: '/api/user/login',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,authorization',
    },
  });

describe('CORS_ORIGINS', () => {
  it('answers a listed origin’s preflight, with credentials', async () => {
    const res = await preflight(app, APP_ORIGIN);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(res.headers['access-control-allow-headers'])).toContain('authorization');
  });

  it('lets a listed origin log in with credentials and read the answer', async () => {
    const user = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { origin: 'http://localhost:4173' },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:4173');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers.vary).toContain('Origin');
  });

  it('gives an unlisted origin no CORS headers', async () => {
    const evil = 'https://evil.example';
    expect((await preflight(app, evil)).headers['access-control-allow-origin']).toBeUndefined();
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: evil } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('unset means same origin only, as before: no CORS headers for anyone', async () => {
    const res = await sameOriginOnly.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: APP_ORIGIN },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(
      (await preflight(sameOriginOnly, APP_ORIGIN)).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('hands out absolute photo URLs (PUBLIC_URL) that other origins may load', async () => {
    const { accessToken } = await login(app, (await createUser(app)).email);
    const hostel = await addHostel(app, accessToken);
    const [url] = hostel.image;
    expect(url).toMatch(/^https:\/\/api\.gharbhada\.test\/uploads\/[0-9a-f/]+-1200\.webp$/);
    const photo = await app.inject({
      method: 'GET',
      url: new URL(url ?? '').pathname,
      headers: { origin: APP_ORIGIN },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The owner can still keep that photo when editing (the URL maps back to its stored key).
    const kept = await app.inject({
      method: 'GET',
      url: `/api/hostels/get/${hostel._id}`,
      headers: bearer(accessToken),
    });
    expect(kept.json().data.image[0]).toBe(url);
  });

  it('refuses a CORS_ORIGINS entry that is not a bare origin', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example.com/' })).toThrow(/bare origins/);
    expect(() => loadConfig({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:4173' }).corsOrigins).toEqual([
      'https://a.example',
      'http://localhost:4173',
    ]);
  });
});
