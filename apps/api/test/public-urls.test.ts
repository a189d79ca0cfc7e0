import { describe, expect, it } from 'vitest';
import { bearer, createUser, login } from './factories';
import { buildTestApp } from './helper';
import { addHostel, adminAndOwner, validHostel } from './listings';
import { startInbox } from './mail-inbox';

// The web app hosted apart from the API: links in mail lead to the web app (PUBLIC_URL), photos are
// loaded from the API (API_PUBLIC_URL).
const inbox = await startInbox();
const app = await buildTestApp({
  env: {
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'https://gharbhada.test',
    API_PUBLIC_URL: 'https://api.gharbhada.test/',
  },
});

describe('PUBLIC_URL and API_PUBLIC_URL set apart', () => {
  it('a link in mail leads to the web app', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Sita', email: 'sita@example.com', password: 'secret123' },
    });
    expect(res.statusCode).toBe(201);
    expect(inbox.last('sita@example.com').text).toMatch(/^https:\/\/gharbhada\.test\/verify-email\?code=/m);
  });

  it('a photo URL starts with the API’s address, which the page may load images from', async () => {
    const owner = (await login(app, (await createUser(app)).email)).accessToken;
    const hostel = await addHostel(app, owner);
    expect(hostel.image[0]).toMatch(
      /^https:\/\/api\.gharbhada\.test\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}-1200\.webp$/,
    );
    expect(hostel.thumbnail[0]).toMatch(/^https:\/\/api\.gharbhada\.test\/uploads\//);
    const page = await app.inject({ method: 'GET', url: '/api/health', headers: bearer(owner) });
    expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/api\.gharbhada\.test/);
  });

  it('a saved search’s mail links to the web app’s pages, and its one-click unsubscribe to the API', async () => {
    const { admin, owner } = await adminAndOwner(app);
    const account = await createUser(app, { name: 'Gita Tenant' });
    const tenant = (await login(app, account.email)).accessToken;
    const saved = await app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(tenant),
      payload: { name: 'Pokhara', kind: 'hostel', query: { location: 'Pokhara' } },
    });
    expect(saved.statusCode).toBe(201);
    const { _id } = await addHostel(app, owner, { ...validHostel, name: 'Lakeside Rooms' }, 1);
    await app.inject({ method: 'PUT', url: `/api/hostels/verify/${_id}`, headers: bearer(admin) });
    await app.savedSearchAlerts.run(new Date(Date.now() + 48 * 3_600_000));
    const mail = inbox.last(account.email);
    expect(mail.text).toContain(`https://gharbhada.test/bhada/hostel?listing=${_id}`);
    expect(mail.headers.get('list-unsubscribe')).toMatch(
      /<https:\/\/api\.gharbhada\.test\/api\/saved-searches\/unsubscribe\?token=[^>]+>/,
    );
  });
});
