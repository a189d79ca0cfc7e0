import { beforeAll, describe, expect, it } from 'vitest';
import { insertApplication } from '../applications/repository';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { formData } from '../../../test/images';
import { addHostel, addProperty, photos, validHostel, validProperty } from '../../../test/listings';
import { seedListing, writeListings } from '../../../test/search-factory';
import { updateListing } from './repository';

const app = await buildTestApp();

type Card = {
  _id: string;
  kind: string;
  name: string;
  image: string | null;
  photoCount: number;
  state: string;
  applicants: { open: number; new: number };
};
type Page = { data: Card[]; meta: { total: number; page: number; limit: number; counts: object } };

let ownerId: string;
let owner: string;
let other: string;
let admin: string;
/** The owner's listings, newest first. */
const mine: { id: string; name: string }[] = [];

const DAY = 24 * 60 * 60 * 1000;
const OWNED = [
  { kind: 'hostel', name: 'Annapurna Boys Hostel', location: 'Lakeside, Pokhara' },
  { kind: 'property', name: '100% furnished flat', location: 'Baneshwor, Kathmandu' },
  { kind: 'property', name: '100 furnished rooms', location: 'Jhamsikhel, Lalitpur' },
  { kind: 'hostel', name: 'Room_A Hostel', location: 'Thamel, Kathmandu' },
  { kind: 'hostel', name: 'RoomXA Hostel', location: 'Bharatpur, Chitwan' },
  { kind: 'property', name: 'Sharma Niwas', location: 'Putalisadak, KATHMANDU' },
] as const;

beforeAll(async () => {
  const account = await createUser(app, { name: 'Hari Owner' });
  ownerId = account.id;
  owner = (await login(app, account.email)).accessToken;
  const otherAccount = await createUser(app);
  other = (await login(app, otherAccount.email)).accessToken;
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
  // Oldest first, a day apart: the newest is the last.
  const start = Date.now() - 30 * DAY;
  for (const [i, l] of OWNED.entries()) {
    const id = await seedListing(app, ownerId, { ...l, createdAt: new Date(start + i * DAY) });
    mine.unshift({ id, name: l.name });
  }
  // Another owner's listing that every search below would match.
  await seedListing(app, otherAccount.id, {
    kind: 'property',
    name: '100% furnished Room_A in Kathmandu, Pokhara',
    location: 'Kathmandu',
  });
});

const list = async (token: string, query = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/user/listings${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const names = (page: Page) => page.data.map((l) => l.name);

describe('GET /api/user/listings: the owner’s own hostels and properties', () => {
  it('answers the first page newest first with the counts per kind, and only the caller’s own', async () => {
    const page = await list(owner);
    expect(page.data.map((l) => l._id)).toEqual(mine.map((l) => l.id));
    expect(page.meta).toEqual({
      total: 6,
      page: 1,
      limit: 12,
      counts: { hostel: 3, property: 3 },
      attention: { newApplicants: 0, listingsWithNew: 0, toConfirm: 0 },
    });
    expect(page.data.map((l) => l.kind)).toEqual([...OWNED].reverse().map((l) => l.kind));
  });

  it('filters by kind; the counts stay the owner’s whole', async () => {
    const page = await list(owner, '?kind=property');
    expect(names(page)).toEqual(['Sharma Niwas', '100 furnished rooms', '100% furnished flat']);
    expect(page.meta).toMatchObject({ total: 3, counts: { hostel: 3, property: 3 } });
  });

  it('searches name and place, any case', async () => {
    expect(names(await list(owner, '?q=annapurna'))).toEqual(['Annapurna Boys Hostel']);
    expect(names(await list(owner, '?q=kathmandu'))).toEqual([
      'Sharma Niwas',
      'Room_A Hostel',
      '100% furnished flat',
    ]);
    const both = await list(owner, '?q=KATHMANDU&kind=hostel');
    expect(names(both)).toEqual(['Room_A Hostel']);
    expect(both.meta).toMatchObject({ total: 1, counts: { hostel: 3, property: 3 } });
  });

  it('takes % and _ literally', async () => {
    expect(names(await list(owner, `?q=${encodeURIComponent('100%')}`))).toEqual(['100% furnished flat']);
    expect(names(await list(owner, '?q=m_a'))).toEqual(['Room_A Hostel']);
    expect(names(await list(owner, `?q=${encodeURIComponent('%')}`))).toEqual(['100% furnished flat']);
  });

  it('pages: page 2 of 2 a page', async () => {
    const page = await list(owner, '?page=2&limit=2');
    expect(page.data.map((l) => l._id)).toEqual(mine.slice(2, 4).map((l) => l.id));
    expect(page.meta).toMatchObject({ total: 6, page: 2, limit: 2, counts: { hostel: 3, property: 3 } });
    expect((await list(owner, '?page=4&limit=2')).data).toEqual([]);
  });

  it('shows another owner none of them, and an admin only their own', async () => {
    const theirs = await list(other);
    expect(theirs.data.map((l) => l._id).some((id) => mine.some((m) => m.id === id))).toBe(false);
    expect(theirs.meta.counts).toEqual({ hostel: 0, property: 1 });
    expect(await list(admin)).toMatchObject({
      data: [],
      meta: { total: 0, counts: { hostel: 0, property: 0 } },
    });
  });

  it('needs a login, and refuses a wrong kind, a long search or a page over 50', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/listings' })).statusCode).toBe(401);
    const bad = async (query: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/user/listings${query}`,
        headers: bearer(owner),
      });
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string }>().message;
    };
    expect(await bad('?kind=flat')).toBe('Please choose hostels or properties.');
    expect(await bad(`?q=${'a'.repeat(101)}`)).toBe('Search can be at most 100 characters.');
    expect(await bad('?limit=51')).toBeTruthy();
  });
});

describe('a card of My listings', () => {
  let token: string;
  let adminToken: string;
  beforeAll(async () => {
    token = (await login(app, (await createUser(app)).email)).accessToken;
    adminToken = admin;
  });

  it('shows the first owner photo, else the first verifier photo, the owner’s photo count and open applicants', async () => {
    const hostel = (await addHostel(app, token, validHostel, 2)) as { _id: string; thumbnail: string[] };
    const property = await addProperty(app, token, validProperty);
    const verified = await app.inject({
      method: 'PUT',
      url: `/api/landlords/verify/${property._id}`,
      headers: bearer(adminToken),
      payload: formData(
        { length: '10', width: '8', room: '3', bathroom: '1', description: 'Sunny.' },
        await photos(1),
      ),
    });
    expect(verified.statusCode).toBe(200);
    const verifierThumb: string = verified.json().data.evidence.thumbnail[0];
    await writeListings(app, async (tx) => {
      for (const email of ['a@example.com', 'b@example.com']) {
        await insertApplication(tx, {
          listingId: property._id,
          name: 'Gita',
          email,
          phone: '9841000222',
          people: 1,
          rooms: 1,
        });
      }
    });
    const page = await list(token);
    const byId = new Map(page.data.map((l) => [l._id, l]));
    expect(byId.get(hostel._id)).toMatchObject({
      image: hostel.thumbnail[0],
      photoCount: 2,
      state: 'waiting',
      applicants: { open: 0, new: 0 },
    });
    expect(byId.get(property._id)).toMatchObject({
      image: verifierThumb,
      photoCount: 0,
      state: 'visited',
      applicants: { open: 2 },
    });
  });

  it('says each state, in the order of OWNER_LISTING_STATES', async () => {
    const account = await createUser(app);
    const t = (await login(app, account.email)).accessToken;
    const seed = (name: string, level?: 'visited' | 'checked') =>
      seedListing(app, account.id, {
        name,
        location: 'Thamel, Kathmandu',
        verified: level !== undefined,
        ...(level && { level }),
      });
    const ids = {
      waiting: await seed('waiting'),
      checked: await seed('checked', 'checked'),
      visited: await seed('visited', 'visited'),
      changed: await seed('changed', 'visited'),
      expired: await seed('expired', 'visited'),
      rented: await seed('rented', 'visited'),
      held: await seed('held', 'visited'),
      hidden: await seed('hidden', 'checked'),
    };
    const now = new Date();
    await writeListings(app, async (tx) => {
      await updateListing(tx, ids.changed, {
        changedSinceVerificationAt: now,
        changedFields: ['name'],
        verificationExpiredAt: now,
      });
      await updateListing(tx, ids.expired, { verificationExpiredAt: now });
      await updateListing(tx, ids.rented, { sold: true, verificationExpiredAt: now });
      await updateListing(tx, ids.held, { heldByReports: true, sold: true });
      await updateListing(tx, ids.hidden, { hiddenAt: now });
    });
    const states = Object.fromEntries((await list(t)).data.map((l) => [l.name, l.state]));
    expect(states).toEqual({
      waiting: 'waiting',
      checked: 'checked',
      visited: 'visited',
      changed: 'changed',
      expired: 'expired',
      rented: 'rented',
      held: 'hidden',
      hidden: 'hidden',
    });
  });
});

describe('GET /api/user/user-details: listingCount', () => {
  it('counts the listings the caller owns, of any kind (an owner of properties only too)', async () => {
    const account = await createUser(app);
    const t = (await login(app, account.email)).accessToken;
    const details = async () =>
      (await app.inject({ method: 'GET', url: '/api/user/user-details', headers: bearer(t) })).json<{
        data: { hostel: unknown[]; listingCount: number };
      }>().data;
    expect(await details()).toMatchObject({ hostel: [], listingCount: 0 });
    await addProperty(app, t);
    await addProperty(app, t);
    expect(await details()).toMatchObject({ hostel: [], listingCount: 2 });
    await addHostel(app, t, validHostel, 1);
    expect((await details()).listingCount).toBe(3);
  });
});
