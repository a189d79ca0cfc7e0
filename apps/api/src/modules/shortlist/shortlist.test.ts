import { SHORTLIST_MAX } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, nextIp } from '../../../test/factories';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { listingOf, loggedInAccount, setListing, shortlistCalls } from '../../../test/shortlist';

const app = await buildTestApp();
const calls = shortlistCalls(app);

let tenant: { id: string; token: string };
let owner: { id: string; token: string };

beforeEach(async () => {
  await resetDatabase(app);
  tenant = await loggedInAccount(app, 'Maya Tenant');
  owner = await loggedInAccount(app, 'Hari Owner');
});

const listing = (seed: Parameters<typeof listingOf>[2] = {}) => listingOf(app, owner.id, seed);

describe('saving and removing', () => {
  it('saves a listing once however often asked, and removes it once however often asked', async () => {
    const id = await listing();
    for (let i = 0; i < 2; i += 1) {
      const saved = await calls.save(tenant.token, id);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ messageCode: 'shortlist.added', data: { ids: [id] } });
    }
    expect((await calls.list(tenant.token)).map((e) => e.listingId)).toEqual([id]);
    for (let i = 0; i < 2; i += 1) {
      const removed = await calls.remove(tenant.token, id);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ messageCode: 'shortlist.removed', data: { ids: [] } });
    }
    expect(await calls.list(tenant.token)).toEqual([]);
  });

  it('answers 404 for a listing visitors cannot open, and 400 for what is not a listing id', async () => {
    const unverified = await listing({ verified: false });
    const hidden = await listing();
    await setListing(app, hidden, { hiddenAt: new Date() });
    for (const id of [unverified, hidden, '00000000-0000-4000-8000-000000000000']) {
      const res = await calls.save(tenant.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().messageCode).toBe('listings.notFound');
    }
    // Its owner sees the unverified one; the shortlist still goes by what visitors see.
    expect((await calls.save(owner.token, unverified)).statusCode).toBe(404);
    expect((await calls.save(tenant.token, 'not-an-id')).statusCode).toBe(400);
    expect(await calls.ids(tenant.token)).toEqual([]);
  });

  it(`holds at most ${SHORTLIST_MAX} listings: the next is refused with 409, one already saved is still fine`, async () => {
    const ids: string[] = [];
    for (let i = 0; i <= SHORTLIST_MAX; i += 1) ids.push(await listing({ name: `Hostel ${i}` }));
    const [extra, ...fitting] = ids;
    expect((await calls.merge(tenant.token, fitting)).statusCode).toBe(200);
    const full = await calls.save(tenant.token, extra ?? '');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ messageCode: 'shortlist.full', success: false });
    expect((await calls.save(tenant.token, fitting[0] ?? '')).statusCode).toBe(200);
    expect(await calls.ids(tenant.token)).toHaveLength(SHORTLIST_MAX);
    // Removing one makes room.
    await calls.remove(tenant.token, fitting[0] ?? '');
    expect((await calls.save(tenant.token, extra ?? '')).statusCode).toBe(200);
  });

  it('two saves at once with room for one: one is saved, the other refused', async () => {
    const ids: string[] = [];
    for (let i = 0; i < SHORTLIST_MAX + 1; i += 1) ids.push(await listing({ name: `Hostel ${i}` }));
    const [first = '', second = '', ...rest] = ids;
    await calls.merge(tenant.token, rest);
    const answers = await Promise.all([calls.save(tenant.token, first), calls.save(tenant.token, second)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await calls.ids(tenant.token)).toHaveLength(SHORTLIST_MAX);
  });
});

describe('the list', () => {
  it('is newest first, each saved listing as visitors see it, with its status', async () => {
    const available = await listing({ name: 'Open Hostel' });
    const sold = await listing({ name: 'Sold Hostel', sold: true });
    const ownProperty = await listingOf(app, tenant.id, { kind: 'property', name: 'My Flat' });
    for (const id of [available, sold, ownProperty]) await calls.save(tenant.token, id);
    const entries = await calls.list(tenant.token);
    expect(entries.map((e) => [e.name, e.status])).toEqual([
      ['My Flat', 'available'],
      ['Sold Hostel', 'sold'],
      ['Open Hostel', 'available'],
    ]);
    const [flat, soldEntry] = entries;
    expect(soldEntry?.listing).toMatchObject({ _id: sold, kind: 'hostel', sold: true, name: 'Sold Hostel' });
    // The public view even of the account's own listing: no owner-only fields.
    expect(flat?.listing).toMatchObject({ kind: 'property', isOwner: false, email: null, hidden: false });
    expect(Date.parse(flat?.savedAt ?? '')).toBeGreaterThan(Date.parse(entries[2]?.savedAt ?? ''));
  });

  it('marks a listing no longer listed as hidden, with its name only', async () => {
    const names = ['Hidden by admin', 'Held by reports', 'Unconfirmed', 'Unverified again'];
    const ids = [];
    for (const name of names) ids.push(await listing({ name }));
    for (const id of ids) await calls.save(tenant.token, id);
    const [byAdmin = '', held = '', stale = '', unverified = ''] = ids;
    await setListing(app, byAdmin, { hiddenAt: new Date() });
    await setListing(app, held, { heldByReports: true });
    await setListing(app, stale, { stale: true });
    await setListing(app, unverified, { verified: false });
    const entries = await calls.list(tenant.token);
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      expect(entry).toEqual({
        listingId: entry.listingId,
        kind: 'hostel',
        name: entry.name,
        status: 'hidden',
        savedAt: entry.savedAt,
        listing: null,
      });
    }
    expect(JSON.stringify(entries)).not.toContain('9841234567');
  });

  it('shows a listing the admin hid after reports as hidden', async () => {
    const admin = await loggedInAccount(app, 'Admin', 'ADMIN');
    const id = await listing({ name: 'Reported Hostel' });
    await calls.save(tenant.token, id);
    await app.inject({
      method: 'POST',
      url: `/api/reports/${id}`,
      payload: { reason: 'scam' },
      remoteAddress: nextIp(),
    });
    const queue = await app.inject({ method: 'GET', url: '/api/reports', headers: bearer(admin.token) });
    const reportId = queue.json<{ data: { _id: string }[] }>().data[0]?._id;
    const hide = await app.inject({
      method: 'PUT',
      url: `/api/reports/${reportId}/hide`,
      headers: bearer(admin.token),
    });
    expect(hide.statusCode).toBe(200);
    expect(await calls.list(tenant.token)).toMatchObject([
      { listingId: id, name: 'Reported Hostel', status: 'hidden', listing: null },
    ]);
  });

  it('is the account’s own: another account never sees or changes it', async () => {
    const other = await loggedInAccount(app, 'Binod Other');
    const mine = await listing({ name: 'Mine' });
    const theirs = await listing({ name: 'Theirs' });
    await calls.save(tenant.token, mine);
    await calls.save(other.token, theirs);
    expect((await calls.remove(other.token, mine)).json().data.ids).toEqual([theirs]);
    expect((await calls.list(tenant.token)).map((e) => e.name)).toEqual(['Mine']);
    expect((await calls.list(other.token)).map((e) => e.name)).toEqual(['Theirs']);
    expect(await calls.ids(other.token)).toEqual([theirs]);
  });

  it('loses a listing its owner deleted', async () => {
    const id = await listing({ kind: 'property' });
    await calls.save(tenant.token, id);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/landlords/${id}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await calls.list(tenant.token)).toEqual([]);
  });
});
