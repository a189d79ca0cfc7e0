import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { ensureAdmin } from './admin-bootstrap';

const app = await buildTestApp({ env: { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'admin-pass' } });

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

  it('is idempotent', async () => {
    await ensureAdmin(app.db, { email: 'boss@example.com', password: 'admin-pass' }, app.log);
    const rows = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from users where role = 'ADMIN'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('promotes and verifies an existing account, keeping its password', async () => {
    const user = await createUser(app, {
      email: 'owner@example.com',
      verified: false,
      password: 'own-password',
    });
    await ensureAdmin(app.db, { email: 'owner@example.com', password: 'ignored-pass' }, app.log);
    const rows = await queryRows<{ role: string; verified: boolean }>(
      app.db,
      sql`select role, email_verified_at is not null as verified from users where id = ${user.id}`,
    );
    expect(rows[0]).toEqual({ role: 'ADMIN', verified: true });
    await login(app, 'owner@example.com', 'own-password');
  });
});
