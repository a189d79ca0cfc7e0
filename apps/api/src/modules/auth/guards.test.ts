import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, login, nextIp } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { requireRole, requireUser } from './guards';

// No SMTP_URL: mail goes to DATA_DIR/outbox, as with `npm start`.
const app = await buildTestApp({
  extend: (instance) => {
    instance.get('/api/__me', async (request) => ({ id: (await requireUser(request)).id }));
    instance.get('/api/__admin', async (request) => ({ id: (await requireRole(request, 'ADMIN')).id }));
  },
});

describe('guards', () => {
  it('requireUser: 401 without a token, the user with one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/__me' })).statusCode).toBe(401);
    const user = await createUser(app);
    const { accessToken } = await login(app, user.email);
    const res = await app.inject({ method: 'GET', url: '/api/__me', headers: bearer(accessToken) });
    expect(res.json()).toEqual({ id: user.id });
  });

  it('requireRole: 403 for a logged-in user without the role, allowed with it', async () => {
    const user = await createUser(app);
    const admin = await createUser(app, { role: 'ADMIN' });
    const asUser = await app.inject({
      method: 'GET',
      url: '/api/__admin',
      headers: bearer((await login(app, user.email)).accessToken),
    });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const asAdmin = await app.inject({
      method: 'GET',
      url: '/api/__admin',
      headers: bearer((await login(app, admin.email)).accessToken),
    });
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Outbox User', email: 'outbox@example.com', password: 'secret123' },
      remoteAddress: nextIp(),
    });
    const dir = path.join(app.dataDir, 'outbox');
    const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: outbox@example.com$/m);
    expect(eml).toContain('verify-email?code=');
  });
});
