import { SHORTLIST_MAX } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { storedState } from '../../../test/hostile';
import { listingOf, loggedInAccount, setListing, shortlistCalls } from '../../../test/shortlist';

const app = await buildTestApp();
const calls = shortlistCalls(app);

let tenant: { id: string; token: string };
let ownerId: string;

beforeEach(async () => {
  await resetDatabase(app);
  tenant = await loggedInAccount(app, 'Maya Tenant');
  ownerId = (await loggedInAccount(app, 'Hari Owner')).id;
});

const listing = (name: string) => listingOf(app, ownerId, { name });
const names = async () => (await calls.list(tenant.token)).map((e) => e.name);

describe('POST /api/shortlist/merge: a visitor’s browser list joins the account at login', () => {
  it('adds the browser’s listings newest first above the account’s, keeping those already saved in place', async () => {
    const older = await listing('Saved before');
    const both = await listing('In both');
    await calls.save(tenant.token, both);
    await calls.save(tenant.token, older);
    const newest = await listing('Browser newest');
    const next = await listing('Browser next');
    const res = await calls.merge(tenant.token, [newest, both, next]);
    expect(res.statusCode).toBe(200);
    expect(res.json().messageCode).toBe('shortlist.merged');
    expect(res.json().data.map((e: { name: string }) => e.name)).toEqual([
      'Browser newest',
      'Browser next',
      'Saved before',
      'In both',
    ]);
    expect(await names()).toEqual(['Browser newest', 'Browser next', 'Saved before', 'In both']);
  });

  it('ignores ids of listings visitors cannot open, unknown ids and repeats', async () => {
    const open = await listing('Open');
    const hidden = await listing('Hidden');
    await setListing(app, hidden, { hiddenAt: new Date() });
    const unverified = await listing('Unverified');
    await setListing(app, unverified, { verified: false });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await calls.merge(tenant.token, [unknown, hidden, open, unverified, open]);
    expect(res.statusCode).toBe(200);
    expect(await names()).toEqual(['Open']);
  });

  it('merging the same list again changes nothing', async () => {
    const ids = [await listing('One'), await listing('Two')];
    await calls.merge(tenant.token, ids);
    const first = await calls.list(tenant.token);
    await calls.merge(tenant.token, ids);
    expect(await calls.list(tenant.token)).toEqual(first);
  });

  it('keeps the cap: the account’s listings stay, the browser’s fill what room is left, newest first', async () => {
    const saved: string[] = [];
    for (let i = 0; i < SHORTLIST_MAX - 2; i += 1) saved.push(await listing(`Saved ${i}`));
    await calls.merge(tenant.token, saved);
    const browser = [await listing('B1'), await listing('B2'), await listing('B3')];
    const res = await calls.merge(tenant.token, browser);
    expect(res.statusCode).toBe(200);
    expect(res.json().messageCode).toBe('shortlist.mergedPartly');
    const after = await names();
    expect(after).toHaveLength(SHORTLIST_MAX);
    expect(after.slice(0, 3)).toEqual(['B1', 'B2', 'Saved 0']);
  });

  it('refuses a list that is not ids, or longer than the cap, storing nothing', async () => {
    const id = await listing('Open');
    const before = await storedState(app);
    const notIds = await calls.merge(tenant.token, [id, 'DROP TABLE']);
    expect(notIds.statusCode).toBe(400);
    expect(notIds.json().messageCode).toBe('shortlist.idsInvalid');
    const tooMany = await calls.merge(
      tenant.token,
      Array.from({ length: SHORTLIST_MAX + 1 }, () => id),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().messageCode).toBe('shortlist.tooMany');
    expect((await calls.merge(tenant.token, 'not a list')).statusCode).toBe(400);
    expect(await storedState(app)).toEqual(before);
  });
});

describe('GET /api/shortlist/listings: a visitor’s browser list, before any login', () => {
  it('shows anyone the listed ones in the browser’s order; the rest are left out, names and all', async () => {
    const open = await listing('Open');
    const sold = await listing('Sold');
    await setListing(app, sold, { sold: true });
    const held = await listing('Held Hostel');
    await setListing(app, held, { heldByReports: true });
    const unverified = await listing('Unverified Hostel');
    await setListing(app, unverified, { verified: false });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const ids = [sold, held, unknown, open, unverified, sold].join(',');
    const res = await app.inject({ method: 'GET', url: `/api/shortlist/listings?ids=${ids}` });
    expect(res.statusCode).toBe(200);
    const entries = res.json<{ data: { listingId: string; status: string; listing: object }[] }>().data;
    expect(entries.map((e) => [e.listingId, e.status])).toEqual([
      [sold, 'sold'],
      [open, 'available'],
    ]);
    expect(entries[1]?.listing).toMatchObject({ _id: open, isOwner: false });
    expect(res.body).not.toContain('Held Hostel');
    expect(res.body).not.toContain('Unverified Hostel');
    expect((await app.inject({ method: 'GET', url: '/api/shortlist/listings' })).json().data).toEqual([]);
  });

  it('refuses what is not a list of ids', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/shortlist/listings?ids=1,2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messageCode).toBe('shortlist.idsInvalid');
  });
});
