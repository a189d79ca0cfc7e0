import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createUser, login, nextIp } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';

const app = await buildTestApp();
const GRACE_MS = app.config.refreshGraceMs;

const refreshWithBearer = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/refresh-token',
    headers: bearer(token),
    remoteAddress: nextIp(),
  });
const refreshWithCookie = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/refresh-token',
    cookies: { refreshToken: token },
    remoteAddress: nextIp(),
  });
const details = (accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/user/user-details', headers: bearer(accessToken) });

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/user/login', () => {
  it('answers accesstoken (the published spelling), accessToken and refreshToken, and sets the refresh cookie', async () => {
    const user = await createUser(app, { email: 'sita@example.com' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: ' SITA@example.com', password: user.password },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.accesstoken).toBe(data.accessToken);
    expect(data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toEqual({ _id: user.id, name: user.name, email: 'sita@example.com', role: 'USER' });
    const cookie = res.cookies.find((c) => c.name === 'refreshToken');
    expect(cookie).toMatchObject({
      value: data.refreshToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/user',
    });
    expect(cookie?.secure).toBeFalsy();
    expect(res.body).not.toMatch(/argon2|scrypt|passwordHash/);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    await createUser(app, { email: 'ram@example.com' });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'ram@example.com', password: 'wrong-password' },
      remoteAddress: nextIp(),
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
      remoteAddress: nextIp(),
    });
    // 400, not 401: a 401 would make a client refresh its tokens, which cannot cure a wrong password.
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().message).toBe('Invalid email or password.');
  });

  it('access tokens work for 15 minutes and no longer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await createUser(app);
    const { accessToken } = await login(app, user.email);
    vi.setSystemTime(Date.now() + 14 * 60 * 1000);
    expect((await details(accessToken)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    expect((await details(accessToken)).statusCode).toBe(401);
  });

  it('refuses forged and malformed access tokens', async () => {
    const user = await createUser(app);
    const { accessToken } = await login(app, user.email);
    const [header, payload] = accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await details(forged)).statusCode).toBe(401);
    expect((await details('not-a-jwt')).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user/user-details' })).statusCode).toBe(401);
  });
});

describe('GET /api/user/user-details', () => {
  it('answers the data the nav is built from for the logged-in user', async () => {
    const admin = await createUser(app, { role: 'ADMIN', name: 'Admin Dai' });
    const { accessToken } = await login(app, admin.email);
    const res = await details(accessToken);
    expect(res.json().data).toEqual({
      _id: admin.id,
      name: 'Admin Dai',
      email: admin.email,
      role: 'ADMIN',
      displayName: null,
      listedBy: 'Admin',
      hostel: [],
      listingCount: 0,
      phone: null,
      task: [],
    });
  });

  it('reflects a role change at once, not when the token expires', async () => {
    const user = await createUser(app);
    const { accessToken } = await login(app, user.email);
    await app.db.execute(sql`update users set role = 'Freelancer' where id = ${user.id}`);
    expect((await details(accessToken)).json().data.role).toBe('Freelancer');
  });
});

describe('POST /api/user/refresh-token', () => {
  it('rotates: returns a new access token and a new refresh token, by cookie or by bearer', async () => {
    const user = await createUser(app);
    const first = await login(app, user.email);
    const byCookie = await refreshWithCookie(first.refreshToken);
    expect(byCookie.statusCode).toBe(200);
    const second = byCookie.json().data;
    expect(second.accessToken).toEqual(expect.any(String));
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(byCookie.cookies.find((c) => c.name === 'refreshToken')?.value).toBe(second.refreshToken);
    expect((await details(second.accessToken)).statusCode).toBe(200);

    const byBearer = await refreshWithBearer(second.refreshToken);
    expect(byBearer.statusCode).toBe(200);
  });

  it('re-use of a rotated refresh token after the grace window revokes the whole session family', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await createUser(app);
    const first = await login(app, user.email);
    const rotated = (await refreshWithBearer(first.refreshToken)).json().data;
    vi.setSystemTime(Date.now() + GRACE_MS + 1000);

    const replay = await refreshWithBearer(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'SESSION_REUSED' });
    // The thief's replay also locks out the newest token and its access token.
    expect((await refreshWithBearer(rotated.refreshToken)).statusCode).toBe(401);
    expect((await details(rotated.accessToken)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const user = await createUser(app);
    const phone = await login(app, user.email);
    const laptop = await login(app, user.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    await refreshWithBearer(phone.refreshToken);
    vi.setSystemTime(Date.now() + GRACE_MS + 1000);
    expect((await refreshWithBearer(phone.refreshToken)).statusCode).toBe(401); // re-use: phone's family revoked
    expect((await refreshWithBearer(laptop.refreshToken)).statusCode).toBe(200);
  });

  it('five parallel refreshes with one token all succeed and the session stays alive', async () => {
    const user = await createUser(app);
    const { refreshToken } = await login(app, user.email);
    const results = await Promise.all(Array.from({ length: 5 }, () => refreshWithCookie(refreshToken)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const result of results) {
      const tokens = result.json().data;
      expect((await details(tokens.accessToken)).statusCode).toBe(200);
    }
    // Every token handed out still refreshes: no one of the five was taken for a thief.
    for (const result of results) {
      expect((await refreshWithBearer(result.json().data.refreshToken)).statusCode).toBe(200);
    }
  });

  it('a rotated token inside the grace window gets a sibling in the same session, not a revocation', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await createUser(app);
    const first = await login(app, user.email);
    const rotated = (await refreshWithBearer(first.refreshToken)).json().data;
    vi.setSystemTime(Date.now() + GRACE_MS - 1000);
    const late = await refreshWithBearer(first.refreshToken);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.refreshToken).not.toBe(rotated.refreshToken);
    expect((await details(rotated.accessToken)).statusCode).toBe(200);
    expect((await details(late.json().data.accessToken)).statusCode).toBe(200);
    const families = await queryRows<{ n: number }>(
      app.db,
      sql`select count(distinct family_id)::int as n from sessions where user_id = ${user.id}`,
    );
    expect(families[0]?.n).toBe(1);
  });

  it('refresh tokens expire after 30 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await createUser(app);
    const { refreshToken } = await login(app, user.email);
    vi.setSystemTime(Date.now() + 30 * 24 * 60 * 60 * 1000 + 1000);
    const res = await refreshWithBearer(refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('answers a missing token with 401 Refresh token missing, and an unknown one with 401', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      remoteAddress: nextIp(),
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('Refresh token missing');
    expect((await refreshWithBearer('unknown-token')).statusCode).toBe(401);
  });

  it('stores refresh tokens only as hashes', async () => {
    const user = await createUser(app);
    const { refreshToken } = await login(app, user.email);
    const rows = await queryRows<{ token_hash: string }>(app.db, sql`select token_hash from sessions`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(refreshToken);
  });
});

describe('GET /api/user/logout', () => {
  it('revokes the session server-side and clears the cookie', async () => {
    const user = await createUser(app);
    const session = await login(app, user.email);
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/logout',
      headers: bearer(session.accessToken),
      cookies: { refreshToken: session.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'refreshToken');
    expect(cleared?.value).toBe('');
    expect((await refreshWithBearer(session.refreshToken)).statusCode).toBe(401);
    expect((await details(session.accessToken)).statusCode).toBe(401);
  });

  it('answers 200 even without a session, so logging out never fails', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/logout' })).statusCode).toBe(200);
  });
});

describe('in production', async () => {
  const prod = await buildTestApp({ env: { NODE_ENV: 'production' } });
  it('marks the refresh cookie Secure', async () => {
    const user = await createUser(prod);
    const res = await prod.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.cookies.find((c) => c.name === 'refreshToken')?.secure).toBe(true);
  });
});
