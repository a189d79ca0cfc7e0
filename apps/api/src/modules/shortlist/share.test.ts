import { beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { listingOf, loggedInAccount, setListing, shortlistCalls } from '../../../test/shortlist';

const PUBLIC_URL = 'https://gharbhada.example';
const app = await buildTestApp({ env: { PUBLIC_URL } });
const calls = shortlistCalls(app);

let sharer: { id: string; email: string; token: string };
let ownerId: string;

beforeEach(async () => {
  await resetDatabase(app);
  sharer = await loggedInAccount(app, 'Maya Sharer');
  ownerId = (await loggedInAccount(app, 'Hari Owner')).id;
});

const listing = (name: string, kind: 'hostel' | 'property' = 'hostel') =>
  listingOf(app, ownerId, { name, kind });

async function shareToken(token = sharer.token) {
  const res = await calls.share(token);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { token: string; url: string } }>().data;
}

describe('the read-only share link', () => {
  it('is made once: the same link after, on the site', async () => {
    const first = await shareToken();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.url).toBe(`${PUBLIC_URL}/shortlist/shared/${first.token}`);
    expect(await shareToken()).toEqual(first);
    const other = await loggedInAccount(app, 'Binod Other');
    expect((await shareToken(other.token)).token).not.toBe(first.token);
  });

  it('shows anyone, without a login, the listed listings as visitors see them, and nothing of the sharer', async () => {
    const hostel = await listing('Open Hostel');
    const sold = await listing('Sold Flat', 'property');
    await setListing(app, sold, { sold: true });
    const hidden = await listing('Hidden Hostel');
    for (const id of [hostel, sold, hidden]) await calls.save(sharer.token, id);
    await setListing(app, hidden, { hiddenAt: new Date() });
    const res = await calls.shared((await shareToken()).token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const entries = res.json<{ data: { name: string; status: string; listing: object }[] }>().data;
    expect(entries.map((e) => [e.name, e.status])).toEqual([
      ['Sold Flat', 'sold'],
      ['Open Hostel', 'available'],
    ]);
    expect(entries[0]?.listing).toMatchObject({ _id: sold, kind: 'property', email: null, isOwner: false });
    const body = res.body;
    for (const secret of [sharer.email, 'Maya', 'Sharer', sharer.id, 'Hidden Hostel']) {
      expect(body).not.toContain(secret);
    }
  });

  it('follows the shortlist as it changes', async () => {
    const { token } = await shareToken();
    const id = await listing('Later');
    expect((await calls.shared(token)).json().data).toEqual([]);
    await calls.save(sharer.token, id);
    expect((await calls.shared(token)).json().data).toHaveLength(1);
  });

  it('answers 404 for a token no account has, and 400 for one that cannot be a token', async () => {
    const unknown = await calls.shared('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, messageCode: 'shortlist.shareNotFound' });
    expect((await calls.shared('short')).statusCode).toBe(400);
  });

  it('stops working when sharing stops; sharing again makes a new link', async () => {
    const old = await shareToken();
    const stopped = await calls.stopSharing(sharer.token);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().messageCode).toBe('shortlist.shareStopped');
    expect((await calls.shared(old.token)).statusCode).toBe(404);
    const renewed = await shareToken();
    expect(renewed.token).not.toBe(old.token);
    expect((await calls.shared(renewed.token)).statusCode).toBe(200);
    expect((await calls.stopSharing(sharer.token)).statusCode).toBe(200);
    expect((await calls.stopSharing(sharer.token)).statusCode).toBe(200);
  });

  it('is read-only: no route that changes the shortlist accepts the token', async () => {
    const id = await listing('Open Hostel');
    const other = await listing('Not saved');
    await calls.save(sharer.token, id);
    const { token } = await shareToken();
    const asToken = bearer(token);
    const writes = [
      await app.inject({ method: 'PUT', url: `/api/shortlist/${other}`, headers: asToken }),
      await app.inject({ method: 'DELETE', url: `/api/shortlist/${id}`, headers: asToken }),
      await app.inject({
        method: 'POST',
        url: '/api/shortlist/merge',
        headers: asToken,
        payload: { ids: [other] },
      }),
      await app.inject({ method: 'DELETE', url: '/api/shortlist/share', headers: asToken }),
      await app.inject({ method: 'GET', url: '/api/shortlist', headers: asToken }),
    ];
    expect(writes.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401]);
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH'] as const) {
      const res = await app.inject({
        method,
        url: `/api/shortlist/shared/${token}`,
        payload: { ids: [other] },
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect(await calls.ids(sharer.token)).toEqual([id]);
    expect((await calls.shared(token)).statusCode).toBe(200);
  });
});
