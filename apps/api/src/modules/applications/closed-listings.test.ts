import { APPLICATION_CODES, APPLICATION_MESSAGES, LISTING_CODES, LISTING_MESSAGES } from '@app/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextIp } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { addHostel, addVerifiedHostel, applicant, validHostel } from '../../../test/listings';
import { otherNetwork, reporters } from '../../../test/reporters';
import { listingOf, loggedInAccount, setListing } from '../../../test/shortlist';
import { applications } from '../../db/tables/applications';

/*
 * A listing that takes no applications stores none, whoever applies: 404 (the listing's not-found
 * message) where the applicant may not see it, 409 NOT_OPEN where they may. The rule is
 * `mayApply` in listings/rules.ts; here it is checked through the routes, on each database.
 */

const app = await buildTestApp();
let admin: string;
let owner: string;
let ownerId: string;
let tenant: string;

beforeAll(async () => {
  admin = (await loggedInAccount(app, 'Asha Admin', 'ADMIN')).token;
  ({ id: ownerId, token: owner } = await loggedInAccount(app, 'Hari Owner'));
  tenant = (await loggedInAccount(app, 'Tara Tenant')).token;
});

const verifiedHostel = (name: string) => addVerifiedHostel(app, { admin, owner }, name);

/** A report from a network of its own (reports are limited per /24), logged in when `token` is given. */
const report = (id: string, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/reports/${id}`,
    payload: { reason: 'advance_payment' },
    remoteAddress: otherNetwork(),
    ...(token && { headers: bearer(token) }),
  });

async function expectStatus(response: Promise<{ statusCode: number; body: string }>, status: number) {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
}

/** Each state a listing takes no applications in, made as the product makes it. */
const STATES = {
  /** The admin decided "hide" on a report. */
  async hidden() {
    const id = await verifiedHostel('Hidden Hostel');
    await expectStatus(report(id), 201);
    const queue = await app.inject({ method: 'GET', url: '/api/reports', headers: bearer(admin) });
    const reportId = queue
      .json<{ data: { _id: string; listing: { _id: string } }[] }>()
      .data.find((r) => r.listing._id === id)?._id;
    await expectStatus(
      app.inject({ method: 'PUT', url: `/api/reports/${reportId}/hide`, headers: bearer(admin) }),
      200,
    );
    return id;
  },
  /** Three reporters, no decision yet. */
  async held() {
    const id = await verifiedHostel('Held Hostel');
    // Only logged-in reporters on different networks hold a listing (decision 0016).
    for (const token of await reporters(app, 3)) await expectStatus(report(id, token), 201);
    return id;
  },
  /** Marked sold by its owner. */
  async rented() {
    const id = await verifiedHostel('Rented Hostel');
    await expectStatus(
      app.inject({
        method: 'PUT',
        url: `/api/hostels/sold/${id}`,
        headers: bearer(owner),
        payload: { sold: true },
      }),
      200,
    );
    return id;
  },
  /** Listed, never verified. */
  async unverified() {
    return (await addHostel(app, owner, { ...validHostel, name: 'Unverified Hostel' }))._id;
  },
  /** Unconfirmed too long: the trust rules set `stale`. */
  async stale() {
    const id = await verifiedHostel('Stale Hostel');
    await setListing(app, id, { stale: true });
    return id;
  },
};

const NOT_FOUND = {
  status: 404,
  body: { code: 'NOT_FOUND', messageCode: LISTING_CODES.notFound, message: LISTING_MESSAGES.notFound },
};
const NOT_OPEN = {
  status: 409,
  body: { code: 'NOT_OPEN', messageCode: APPLICATION_CODES.notOpen, message: APPLICATION_MESSAGES.notOpen },
};
const RENTED = {
  status: 409,
  body: { code: 'NOT_OPEN', messageCode: APPLICATION_CODES.rented, message: APPLICATION_MESSAGES.rented },
};

/** State; what a visitor and a logged-in tenant get; what its owner and an admin get (they see it all). */
const CASES = [
  ['hidden', NOT_FOUND, NOT_OPEN],
  ['held', NOT_OPEN, NOT_OPEN],
  ['rented', RENTED, RENTED],
  ['unverified', NOT_FOUND, NOT_OPEN],
  ['stale', NOT_OPEN, NOT_OPEN],
] as const;

const apply = (
  id: string,
  token: string | undefined,
  email: string,
  kind: 'hostel' | 'property' = 'hostel',
) =>
  app.inject({
    method: 'POST',
    url: kind === 'hostel' ? `/api/buyers/add-buyer/hostel/${id}` : `/api/buyers/add-buyer/${id}`,
    payload: applicant(email),
    remoteAddress: nextIp(),
    ...(token && { headers: bearer(token) }),
  });

/** What the applications table holds for this listing, read from the table itself. */
async function storedApplications(listingId: string) {
  const [row] = await app.db
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.listingId, listingId));
  return row?.n ?? 0;
}

describe('applying to a listing that takes no applications', () => {
  it('an open listing takes one (the table count below is not blind)', async () => {
    const id = await verifiedHostel('Open Hostel');
    await expectStatus(apply(id, undefined, 'open@example.com'), 201);
    expect(await storedApplications(id)).toBe(1);
  });

  it.each(CASES)('%s: refused for everyone, and nothing is stored', async (state, stranger, manager) => {
    const id = await STATES[state]();
    const callers = [
      ['visitor', undefined, stranger],
      ['tenant', tenant, stranger],
      ['owner', owner, manager],
      ['admin', admin, manager],
    ] as const;
    for (const [who, token, expected] of callers) {
      const res = await apply(id, token, `${who}.${state}@example.com`);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(expected.status);
      expect(res.json()).toMatchObject({ success: false, ...expected.body });
    }
    expect(await storedApplications(id)).toBe(0);
    // The detail read agrees: where applying is "not found", so is the listing.
    const read = await app.inject({ method: 'GET', url: `/api/hostels/get/${id}` });
    expect(read.statusCode).toBe(stranger.status === 404 ? 404 : 200);
    if (read.statusCode === 200) expect(read.json().data.canApply).toBe(false);
  });

  it('a landlord property follows the same rule by its own route', async () => {
    const hidden = await listingOf(app, ownerId, { kind: 'property', name: 'Hidden Flat' });
    await setListing(app, hidden, { hiddenAt: new Date() });
    const rented = await listingOf(app, ownerId, { kind: 'property', name: 'Rented Flat', sold: true });
    const held = await listingOf(app, ownerId, { kind: 'property', name: 'Held Flat' });
    await setListing(app, held, { heldByReports: true });

    await expectStatus(apply(hidden, tenant, 'p1@example.com', 'property'), 404);
    const refused = await apply(rented, tenant, 'p2@example.com', 'property');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(APPLICATION_MESSAGES.rented);
    await expectStatus(apply(held, undefined, 'p3@example.com', 'property'), 409);
    for (const id of [hidden, rented, held]) expect(await storedApplications(id)).toBe(0);
  });
});
