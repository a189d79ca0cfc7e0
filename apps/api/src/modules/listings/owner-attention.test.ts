import { AVAILABILITY_REMINDER_DAYS } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/tables/applications';
import { insertApplication } from '../applications/repository';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { seedListing, writeListings } from '../../../test/search-factory';
import { updateListing } from './repository';

const app = await buildTestApp();

type Card = {
  _id: string;
  name: string;
  toConfirm: boolean;
  applicants: { open: number; new: number; all: number };
};
type Page = {
  data: Card[];
  meta: {
    total: number;
    counts: { hostel: number; property: number };
    attention: { newApplicants: number; listingsWithNew: number; toConfirm: number };
  };
};

const DAY = 24 * 60 * 60 * 1000;
let owner: string;

const list = async (token: string, query = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/user/listings${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};

beforeAll(async () => {
  const account = await createUser(app);
  owner = (await login(app, account.email)).accessToken;
  const seed = (name: string, kind: 'hostel' | 'property' = 'hostel') =>
    seedListing(app, account.id, {
      kind,
      name,
      location: 'Thamel, Kathmandu',
      verified: true,
      level: 'visited',
    });
  const ids = {
    twoNew: await seed('Two new'),
    oneNewOneSeen: await seed('One new, one seen', 'property'),
    onlySeen: await seed('Only seen'),
    stale: await seed('Stale', 'property'),
    due: await seed('Due'),
    almostDue: await seed('Almost due'),
    rentedDue: await seed('Rented and due'),
    unverifiedDue: await seed('Unverified and due'),
    calm: await seed('Calm'),
  };
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  await writeListings(app, async (tx) => {
    const apply = async (listingId: string, email: string, seen = false) => {
      const row = await insertApplication(tx, {
        listingId,
        name: 'Gita',
        email,
        phone: '9841000222',
        people: 1,
        rooms: 1,
      });
      if (seen && row)
        await tx.update(applications).set({ state: 'seen' }).where(eq(applications.id, row.id));
    };
    await apply(ids.twoNew, 'a@example.com');
    await apply(ids.twoNew, 'b@example.com');
    await apply(ids.oneNewOneSeen, 'c@example.com');
    await apply(ids.oneNewOneSeen, 'd@example.com', true);
    await apply(ids.onlySeen, 'e@example.com', true);
    const declined = await insertApplication(tx, {
      listingId: ids.calm,
      name: 'Ram',
      email: 'f@example.com',
      phone: '9841000333',
      people: 2,
      rooms: 1,
    });
    await tx.update(applications).set({ state: 'declined' }).where(eq(applications.id, declined!.id));
    await updateListing(tx, ids.stale, { stale: true });
    await updateListing(tx, ids.due, { confirmedAt: ago(AVAILABILITY_REMINDER_DAYS + 0.1) });
    await updateListing(tx, ids.almostDue, { confirmedAt: ago(AVAILABILITY_REMINDER_DAYS - 0.1) });
    await updateListing(tx, ids.rentedDue, { sold: true, stale: true });
    await updateListing(tx, ids.unverifiedDue, {
      verified: false,
      verificationLevel: null,
      verifiedAt: null,
      confirmedAt: ago(AVAILABILITY_REMINDER_DAYS + 5),
    });
  });
});

describe('My listings: what needs the owner now', () => {
  it('counts new applicants, the listings they are on and the listings to confirm, over all the owner’s listings', async () => {
    const page = await list(owner, '?kind=hostel&limit=1');
    expect(page.meta.attention).toEqual({ newApplicants: 3, listingsWithNew: 2, toConfirm: 2 });
  });

  it('counts each card’s applications: open, new, and all of them in any state', async () => {
    const byName = new Map((await list(owner)).data.map((l) => [l.name, l.applicants]));
    expect(byName.get('One new, one seen')).toEqual({ open: 2, new: 1, all: 2 });
    expect(byName.get('Calm')).toEqual({ open: 0, new: 0, all: 1 });
    expect(byName.get('Due')).toEqual({ open: 0, new: 0, all: 0 });
  });

  it('marks each card due for confirming by the same rule', async () => {
    const due = (await list(owner)).data.filter((l) => l.toConfirm).map((l) => l.name);
    expect(due.sort()).toEqual(['Due', 'Stale']);
  });

  it('needs=attention lists only the listings with new applicants or due to confirm, with their total', async () => {
    const page = await list(owner, '?needs=attention');
    expect(page.data.map((l) => l.name).sort()).toEqual(['Due', 'One new, one seen', 'Stale', 'Two new']);
    expect(page.meta.total).toBe(4);
    expect(page.meta.counts).toEqual({ hostel: 7, property: 2 });
    const hostels = await list(owner, '?needs=attention&kind=hostel');
    expect(hostels.data.map((l) => l.name).sort()).toEqual(['Due', 'Two new']);
  });

  it('is all zero for an owner with nothing waiting', async () => {
    const calm = (await login(app, (await createUser(app)).email)).accessToken;
    const page = await list(calm, '?needs=attention');
    expect(page.data).toEqual([]);
    expect(page.meta.attention).toEqual({ newApplicants: 0, listingsWithNew: 0, toConfirm: 0 });
  });

  it('refuses another value of needs, with its message', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/listings?needs=all',
      headers: bearer(owner),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Please choose listings that need you, or all of them.');
  });
});
