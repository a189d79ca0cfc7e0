import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';

const app = await buildTestApp();

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 token signed with the app's own secret, carrying whatever claims the test gives it. */
function signedToken(claims: Record<string, unknown>) {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ iat: now, exp: now + 600, ...claims })}`;
  const signature = createHmac('sha256', app.secrets.jwtSecret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

const UUID = '3f2a4c7e-9b1d-4e8a-a2c5-7d6e5f4a3b21';

describe('a correctly signed access token whose claims are not our ids', () => {
  it.each([
    ['ids that are not UUIDs', { sub: 'admin', sid: 'session' }],
    ['a user id that is not a UUID', { sub: 'x', sid: UUID }],
    ['a session id that is not a UUID', { sub: UUID, sid: 'nope' }],
    ['a UUID with SQL after it', { sub: `${UUID}' or '1'='1`, sid: UUID }],
    ['numbers', { sub: 5, sid: 6 }],
    ['no user id', { sid: UUID }],
    ['no session id', { sub: UUID }],
    ['no claims at all', {}],
  ])('with %s is a 401 envelope, never a 500', async (_label, claims) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      headers: bearer(signedToken({ role: 'ADMIN', ...claims })),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      message: 'Please log in to continue.',
      messageCode: 'common.loginRequired',
      code: 'UNAUTHORIZED',
    });
  });

  it('is a visitor on a route that works without a login', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/hostels/by-address?location=',
      headers: bearer(signedToken({ sub: 'admin', sid: 'session' })),
    });
    expect(res.statusCode).toBe(200);
  });

  it('while a real token of a live session still works, and well-formed unknown ids do not', async () => {
    const user = await createUser(app);
    const { accessToken } = await login(app, user.email);
    const ok = await app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      headers: bearer(accessToken),
    });
    expect(ok.statusCode).toBe(200);
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      headers: bearer(signedToken({ sub: user.id, sid: UUID })),
    });
    expect(unknown.statusCode).toBe(401);
  });
});
