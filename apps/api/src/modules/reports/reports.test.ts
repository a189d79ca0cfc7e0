import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { reportNotices } from '../../db/tables/trust';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { addHostel, addVerifiedHostel, adminAndOwner } from '../../../test/listings';
import { seedListing } from '../../../test/search-factory';
import { startInbox } from '../../../test/mail-inbox';
import { otherNetwork, reporters as loggedInReporters } from '../../../test/reporters';

const inbox = await startInbox();
const app = await buildTestApp({ env: { SMTP_URL: inbox.url } });

let admin: string;
let owner: string;
let ownerId: string;
let ownerEmail: string;
let listing: string;

beforeEach(async () => {
  await resetDatabase(app);
  ({ admin, owner, ownerId, ownerEmail } = await adminAndOwner(app));
  listing = await verifiedHostel('Reported Hostel');
});

const verifiedHostel = (name: string) => addVerifiedHostel(app, { admin, owner }, name);
const reporters = (n: number) => loggedInReporters(app, n);
/**
 * More verified listings of the owner, written directly: for the tests that need listings to
 * report, not about adding them (no photos to process, no admin's check through the API).
 */
const moreListings = (names: string[]) =>
  Promise.all(names.map((name) => seedListing(app, ownerId, { name, location: 'Lakeside, Pokhara' })));

/** Reports from each token at the same time, each from its address: real parallel requests. */
const reportAtOnce = (id: string, tokens: string[], addresses: string[]) =>
  Promise.all(
    tokens.map((token, i) => report(id, addresses[i] ?? otherNetwork(), { reason: 'scam' }, token)),
  );

const report = (
  id: string,
  address: string,
  body: Record<string, unknown> = { reason: 'already_rented' },
  token?: string,
) =>
  app.inject({
    method: 'POST',
    url: `/api/reports/${id}`,
    payload: body,
    remoteAddress: address,
    ...(token && { headers: bearer(token) }),
  });
const searchNames = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/hostels/by-address?location=Pokhara' });
  return res.json<{ data: { name: string }[] }>().data.map((l) => l.name);
};
type Listed = { _id: string; reason: string; status: string; listing: Record<string, unknown> };
const queue = async (query = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/reports?${query}`, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Listed[]; meta: { total: number; page: number; limit: number } }>();
};
const decide = (id: string, action: string, token = admin) =>
  app.inject({ method: 'PUT', url: `/api/reports/${id}/${action}`, headers: bearer(token) });
const publicRead = (id: string) => app.inject({ method: 'GET', url: `/api/hostels/get/${id}` });

describe('POST /api/reports/{listingId}', () => {
  it('takes a report from any visitor and tells the owner what, never by whom', async () => {
    const reporter = await createUser(app, { name: 'Kamala Reporter' });
    const token = (await login(app, reporter.email)).accessToken;
    const res = await report(
      listing,
      '203.0.113.7',
      { reason: 'advance_payment', details: 'Asked 5000 by eSewa' },
      token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, messageCode: 'trust.report.sent' });
    await app.background.idle();
    const mail = inbox.last(ownerEmail);
    expect(mail.subject).toContain('Reported Hostel');
    expect(mail.text).toContain('asked for advance payment');
    for (const secret of [reporter.email, 'Kamala', '203.0.113.7']) {
      expect(mail.text).not.toContain(secret);
      expect(mail.html).not.toContain(secret);
    }
    const listed = (await queue()).data[0];
    expect(listed).toMatchObject({
      reason: 'advance_payment',
      details: 'Asked 5000 by eSewa',
      status: 'open',
    });
    expect(JSON.stringify(listed)).not.toContain('203.0.113.7');
  });

  it('needs a reason, and words for "other"', async () => {
    const bad = await report(listing, otherNetwork(), { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCodes).toEqual({ reason: 'trust.report.reasonInvalid' });
    const other = await report(listing, otherNetwork(), { reason: 'other', details: '  ' });
    expect(other.json().errorCodes).toEqual({ details: 'trust.report.detailsRequired' });
    expect(
      (await report(listing, otherNetwork(), { reason: 'other', details: 'Wrong floor' })).statusCode,
    ).toBe(201);
  });

  it('answers 404 for a listing visitors cannot see, and 409 for a second report from one address', async () => {
    const { _id: unverified } = await addHostel(app, owner);
    expect((await report(unverified, otherNetwork())).statusCode).toBe(404);
    expect((await report('00000000-0000-4000-8000-000000000000', otherNetwork())).statusCode).toBe(404);
    const address = otherNetwork();
    expect((await report(listing, address)).statusCode).toBe(201);
    const again = await report(listing, address, { reason: 'scam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageCode).toBe('trust.report.alreadySent');
  });

  it('three logged-in reporters from three networks take the listing out of search; two do not', async () => {
    const other = await verifiedHostel('Quiet Hostel');
    const [a = '', b = '', c = ''] = await reporters(3);
    await report(listing, otherNetwork(), undefined, a);
    await report(listing, otherNetwork(), { reason: 'scam' }, b);
    // A second listing's report does not count towards this one.
    await report(other, otherNetwork(), undefined, c);
    expect((await searchNames()).sort()).toEqual(['Quiet Hostel', 'Reported Hostel']);
    await report(listing, otherNetwork(), { reason: 'wrong_price' }, c);
    expect(await searchNames()).toEqual(['Quiet Hostel']);
    // Out of search, not gone: a direct link still works, and its owner is told.
    expect((await publicRead(listing)).statusCode).toBe(200);
    const own = await app.inject({
      method: 'GET',
      url: `/api/hostels/get/${listing}`,
      headers: bearer(owner),
    });
    expect(own.json().data.hidden).toBe(true);
    expect((await publicRead(listing)).json().data.hidden).toBe(false);
  });

  it('holds when three logged-in reporters from three networks report at once', async () => {
    const statuses = await reportAtOnce(listing, await reporters(3), [
      otherNetwork(),
      '2001:db8:1::7',
      otherNetwork(),
    ]);
    expect(statuses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await searchNames()).toEqual([]);
    expect((await queue()).data[0]?.listing).toMatchObject({ heldByReports: true, openReports: 3 });
  });

  it.each([
    ['one IPv4 /24', ['203.0.113.7', '203.0.113.80', '203.0.113.254']],
    ['one IPv6 /64', ['2001:db8:aa:bb::1', '2001:db8:aa:bb:ffff::2', '2001:db8:aa:bb:1:2:3:4']],
  ])('does not hold for three logged-in reporters at once from %s', async (_network, addresses) => {
    const statuses = await reportAtOnce(listing, await reporters(3), addresses);
    expect(statuses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await searchNames()).toEqual(['Reported Hostel']);
    // Every report reaches the admin all the same.
    const { data } = await queue();
    expect(data).toHaveLength(3);
    expect(data[0]?.listing).toMatchObject({ heldByReports: false, openReports: 3 });
  });

  it('does not hold for anonymous reports from many networks, which still reach the admin', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => report(listing, otherNetwork(), { reason: 'scam' })),
    );
    expect(statuses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await searchNames()).toEqual(['Reported Hostel']);
    expect((await queue()).meta.total).toBe(5);
    // Two logged-in reporters from other networks are not enough beside them; a third is.
    const [a = '', b = '', c = ''] = await reporters(3);
    await reportAtOnce(listing, [a, b], [otherNetwork(), otherNetwork()]);
    expect(await searchNames()).toEqual(['Reported Hostel']);
    await report(listing, otherNetwork(), undefined, c);
    expect(await searchNames()).toEqual([]);
  });

  it('tells the owner once a day per listing, however many reports come in at once', async () => {
    const [other = ''] = await moreListings(['Second Hostel']);
    await app.background.idle();
    const before = inbox.count(ownerEmail);
    const statuses = await Promise.all([
      ...Array.from({ length: 4 }, () => report(listing, otherNetwork(), { reason: 'scam' })),
      ...(await reporters(2)).map((token) => report(listing, otherNetwork(), undefined, token)),
    ]);
    expect(statuses.every((r) => r.statusCode === 201)).toBe(true);
    await app.background.idle();
    expect(inbox.count(ownerEmail)).toBe(before + 1);
    // Another listing of the same owner is its own notice.
    await report(other, otherNetwork());
    await app.background.idle();
    expect(inbox.count(ownerEmail)).toBe(before + 2);
    expect(inbox.last(ownerEmail).subject).toContain('Second Hostel');
    // A day later the owner hears of the next report.
    await app.db.update(reportNotices).set({ mailedAt: sql`now() - interval '1 day' - interval '1 minute'` });
    await report(listing, otherNetwork());
    await app.background.idle();
    expect(inbox.count(ownerEmail)).toBe(before + 3);
    expect(inbox.last(ownerEmail).subject).toContain('Reported Hostel');
  });

  it('is rate-limited per network, not per address', async () => {
    const ids = [
      listing,
      ...(await moreListings(['Hostel 0', 'Hostel 1', 'Hostel 2', 'Hostel 3', 'Hostel 4'])),
    ];
    const answers = [];
    // A new address of the same /24 for each report counts as the same sender.
    for (const [i, id] of ids.entries()) answers.push((await report(id, `192.0.2.${i + 10}`)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    // Another network is not affected.
    expect((await report(ids[5] ?? listing, otherNetwork())).statusCode).toBe(201);
  });

  it('is rate-limited per IPv6 /64 too', async () => {
    const ids = [
      listing,
      ...(await moreListings(['Hostel 0', 'Hostel 1', 'Hostel 2', 'Hostel 3', 'Hostel 4'])),
    ];
    const answers = [];
    for (const [i, id] of ids.entries())
      answers.push((await report(id, `2001:db8:cc:dd::${i + 1}`)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('the admin reports queue', () => {
  it('is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/reports' })).statusCode).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/api/reports', headers: bearer(owner) });
    expect(res.statusCode).toBe(403);
    await report(listing, otherNetwork());
    const [open] = (await queue()).data;
    expect((await decide(open?._id ?? '', 'hide', owner)).statusCode).toBe(403);
  });

  it('pages newest first with the total', async () => {
    const reasons = ['already_rented', 'wrong_price', 'photos_mismatch'];
    const tokens = await reporters(3);
    for (const [i, reason] of reasons.entries()) await report(listing, otherNetwork(), { reason }, tokens[i]);
    const first = await queue('limit=2');
    expect(first.meta).toEqual({ total: 3, page: 1, limit: 2 });
    expect(first.data.map((r) => r.reason)).toEqual(['photos_mismatch', 'wrong_price']);
    expect(first.data[0]?.listing).toMatchObject({
      _id: listing,
      name: 'Reported Hostel',
      openReports: 3,
      heldByReports: true,
      // Checked from the desk (addVerifiedHostel): the admin sees the same level tenants see.
      verification: { level: 'checked', at: expect.any(String) },
    });
    expect((await queue('limit=2&page=2')).data.map((r) => r.reason)).toEqual(['already_rented']);
  });

  it('dismiss: the report closes and the listing returns to search below three reporters', async () => {
    for (const token of await reporters(3)) await report(listing, otherNetwork(), undefined, token);
    expect(await searchNames()).toEqual([]);
    const [newest] = (await queue()).data;
    const res = await decide(newest?._id ?? '', 'dismiss');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      messageCode: 'trust.report.dismissed',
      data: { status: 'dismissed' },
    });
    expect(await searchNames()).toEqual(['Reported Hostel']);
    expect((await queue()).meta.total).toBe(2);
    expect((await queue('status=decided')).data.map((r) => r.status)).toEqual(['dismissed']);
    const again = await decide(newest?._id ?? '', 'hide');
    expect(again.statusCode).toBe(409);
    expect(again.json().messageCode).toBe('trust.report.alreadyDecided');
  });

  it('hide: the listing leaves search and public view, its reports close, the owner is told', async () => {
    await report(listing, otherNetwork());
    await report(listing, otherNetwork(), { reason: 'scam' });
    const [newest] = (await queue()).data;
    const res = await decide(newest?._id ?? '', 'hide');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.listing).toMatchObject({ hidden: true, openReports: 0 });
    expect(await searchNames()).toEqual([]);
    expect((await publicRead(listing)).statusCode).toBe(404);
    const own = await app.inject({
      method: 'GET',
      url: `/api/hostels/get/${listing}`,
      headers: bearer(owner),
    });
    expect(own.json().data.hidden).toBe(true);
    expect((await queue()).meta.total).toBe(0);
    expect((await queue('status=decided')).data.map((r) => r.status)).toEqual(['hidden', 'hidden']);
    await app.background.idle();
    expect(inbox.last(ownerEmail).subject).toContain('is hidden');
    expect((await report(listing, otherNetwork())).statusCode).toBe(404);
  });

  it('sold: the listing is marked sold and never shown as available', async () => {
    await report(listing, otherNetwork());
    const [open] = (await queue()).data;
    const res = await decide(open?._id ?? '', 'sold');
    expect(res.statusCode).toBe(200);
    expect(res.json().messageCode).toBe('trust.report.listingSold');
    const read = (await publicRead(listing)).json().data;
    expect(read).toMatchObject({ sold: true, availability: null });
    expect(await searchNames()).toEqual(['Reported Hostel']);
  });
});
