import {
  BUYER_PAGE_SIZE,
  FREELANCER_PAGE_SIZE,
  REPORT_PAGE_SIZE,
  UNPAGED_LIST_CAP,
  UNVERIFIED_PAGE_SIZE,
} from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertApplication } from '../src/modules/applications/repository';
import { insertReport } from '../src/modules/reports/repository';
import { bearer, createUser, login } from './factories';
import { validSignup, signUp } from './freelancers';
import { buildTestApp } from './helper';
import { seedListing, writeListings } from './search-factory';

// The published client never asks for a page: without `page` and `limit` an admin's list answers
// up to UNPAGED_LIST_CAP rows (with its meta), so nothing waits unseen behind the first page. Asking
// for a page still answers that page.
const app = await buildTestApp();
let admin: string;

const QUEUED = 25;
const SIGNUPS = 7;
const APPLICATIONS = 10;
const REPORTS = 25;

beforeAll(async () => {
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
  const owner = await createUser(app);
  for (const kind of ['hostel', 'property'] as const) {
    for (let i = 0; i < QUEUED; i += 1) {
      await seedListing(app, owner.id, { kind, location: 'Thamel, Kathmandu', verified: false });
    }
  }
  const open = await seedListing(app, owner.id, { location: 'Lakeside, Pokhara' });
  for (let i = 0; i < APPLICATIONS; i += 1) {
    await writeListings(app, (tx) =>
      insertApplication(tx, {
        listingId: open,
        name: `Applicant ${i}`,
        email: `applicant${i}@example.com`,
        phone: '9841000222',
        people: 2,
        rooms: 1,
      }),
    );
  }
  for (let i = 0; i < REPORTS; i += 1) {
    const listingId = await seedListing(app, owner.id, { location: 'Lakeside, Pokhara' });
    await insertReport(app.db, { listingId, reason: 'scam', reporterKey: `reporter-${i}` });
  }
  for (let i = 0; i < SIGNUPS; i += 1) {
    const user = await createUser(app);
    const { accessToken } = await login(app, user.email);
    await signUp(app, accessToken, {
      ...validSignup,
      name: `Verifier ${i}`,
      email: `verifier${i}@example.com`,
    });
  }
});

const read = (url: string) => app.inject({ method: 'GET', url, headers: bearer(admin) });

describe.each([
  ['properties awaiting verification', '/api/landlords/', QUEUED, UNVERIFIED_PAGE_SIZE],
  ['hostels awaiting verification', '/api/hostels/get-unhostel', QUEUED, UNVERIFIED_PAGE_SIZE],
  ['verifier sign-ups', '/api/freelance/unverified', SIGNUPS, FREELANCER_PAGE_SIZE],
  ['applications', '/api/buyers/get', APPLICATIONS, BUYER_PAGE_SIZE],
  ['open reports', '/api/reports', REPORTS, REPORT_PAGE_SIZE],
])('the admin’s %s', (_label, url, count, pageSize) => {
  it(`without paging answers all ${count} (up to ${UNPAGED_LIST_CAP}) with the meta`, async () => {
    const res = await read(url);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(count);
    expect(res.json().meta).toEqual({ total: count, page: 1, limit: UNPAGED_LIST_CAP });
  });

  it('asked for a page, answers that page', async () => {
    const res = await read(`${url}?page=1&limit=${pageSize}`);
    expect(res.json().data).toHaveLength(pageSize);
    expect(res.json().meta).toEqual({ total: count, page: 1, limit: pageSize });
  });

  it(`with only a page, pages by the list's own ${pageSize}`, async () => {
    const res = await read(`${url}?page=2`);
    expect(res.json().data).toHaveLength(Math.min(pageSize, count - pageSize));
    expect(res.json().meta).toEqual({ total: count, page: 2, limit: pageSize });
  });

  it('with only a limit, answers the first page of that size', async () => {
    const res = await read(`${url}?limit=3`);
    expect(res.json().data).toHaveLength(3);
    expect(res.json().meta).toEqual({ total: count, page: 1, limit: 3 });
  });
});

describe('the cap', () => {
  it(`answers at most ${UNPAGED_LIST_CAP} without paging, the total saying how many there are`, async () => {
    const owner = await createUser(app);
    const more = UNPAGED_LIST_CAP + 1 - QUEUED;
    for (let i = 0; i < more; i += 1) {
      await seedListing(app, owner.id, { kind: 'property', location: 'Thamel, Kathmandu', verified: false });
    }
    const res = await read('/api/landlords/');
    expect(res.json().data).toHaveLength(UNPAGED_LIST_CAP);
    expect(res.json().meta).toEqual({ total: UNPAGED_LIST_CAP + 1, page: 1, limit: UNPAGED_LIST_CAP });
  });
});
