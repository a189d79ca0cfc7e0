import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createUser, login, nextIp } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { ensureAdmin } from './admin-bootstrap';

const app = await buildTestApp({ env: { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'admin-pass' } });

const details = (accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/user/user-details', headers: bearer(accessToken) });
const loginAttempt = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
const storedHash = async (email: string) => {
  const rows = await queryRows<{ hash: string }>(
    app.db,
    sql`select password_hash as hash from users where email = ${email}`,
  );
  return rows[0]?.hash;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('creates a verified admin at start who can log in', async () => {
    const { accessToken } = await login(app, 'boss@example.com', 'admin-pass');
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.json().data.role).toBe('ADMIN');
  });

  it('is idempotent: a later start changes nothing, and the admin stays logged in', async () => {
    const { accessToken } = await login(app, 'boss@example.com', 'admin-pass');
    const before = await storedHash('boss@example.com');
    const warn = vi.spyOn(app.log, 'warn');
    await ensureAdmin(app.db, { email: 'boss@example.com', password: 'admin-pass' }, app.log);
    const rows = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from users where role = 'ADMIN'`,
    );
    expect(rows[0]?.n).toBe(1);
    expect(await storedHash('boss@example.com')).toBe(before);
    expect(warn).not.toHaveBeenCalled();
    expect((await details(accessToken)).statusCode).toBe(200);
  });

  it('takes over an account someone registered with that email: ADMIN_PASSWORD, verified, sessions revoked', async () => {
    const squatter = await createUser(app, { email: 'owner@example.com', password: 'squatter-pass' });
    const session = await login(app, 'owner@example.com', 'squatter-pass');
    const warn = vi.spyOn(app.log, 'warn');

    await ensureAdmin(app.db, { email: 'owner@example.com', password: 'operator-pass' }, app.log);

    const rows = await queryRows<{ role: string; verified: boolean }>(
      app.db,
      sql`select role, email_verified_at is not null as verified from users where id = ${squatter.id}`,
    );
    expect(rows[0]).toEqual({ role: 'ADMIN', verified: true });
    expect((await loginAttempt('owner@example.com', 'squatter-pass')).statusCode).toBe(400);
    expect((await details(session.accessToken)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      cookies: { refreshToken: session.refreshToken },
      remoteAddress: nextIp(),
    });
    expect(refresh.statusCode).toBe(401);
    expect(warn).toHaveBeenCalledWith(
      { email: 'owner@example.com' },
      expect.stringContaining('ADMIN_PASSWORD'),
    );

    const admin = await login(app, 'owner@example.com', 'operator-pass');
    expect((await details(admin.accessToken)).json().data.role).toBe('ADMIN');
  });

  it('takes over an unverified account registered through the API before the first start', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Not The Operator', email: 'first@example.com', password: 'squatter-pass' },
      remoteAddress: nextIp(),
    });
    expect(registered.statusCode).toBe(201);

    await ensureAdmin(app.db, { email: 'first@example.com', password: 'operator-pass' }, app.log);

    expect((await loginAttempt('first@example.com', 'squatter-pass')).statusCode).toBe(400);
    const admin = await login(app, 'first@example.com', 'operator-pass');
    // Nothing the registrant chose is the admin's: not the password, not the name.
    expect((await details(admin.accessToken)).json().data).toMatchObject({ role: 'ADMIN', name: 'Admin' });
    expect((await details(admin.accessToken)).body).not.toContain('Not The Operator');
  });

  it("keeps the name of an account whose password already is the operator's (the operator registered it)", async () => {
    await createUser(app, { name: 'Sunita Operator', email: 'ops@example.com', password: 'operator-pass' });

    await ensureAdmin(app.db, { email: 'ops@example.com', password: 'operator-pass' }, app.log);

    const admin = await login(app, 'ops@example.com', 'operator-pass');
    expect((await details(admin.accessToken)).json().data).toMatchObject({
      role: 'ADMIN',
      name: 'Sunita Operator',
    });
  });
});
