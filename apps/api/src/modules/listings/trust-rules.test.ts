import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { assignTask, createFreelancer } from '../../../test/freelancers';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { formData } from '../../../test/images';
import { addHostel, addProperty, adminAndOwner, photos, validHostel } from '../../../test/listings';
import { startInbox } from '../../../test/mail-inbox';

const inbox = await startInbox();
const app = await buildTestApp({ env: { SMTP_URL: inbox.url } });

const DAY_MS = 86_400_000;
/** The scheduled job's clock, `days` from now. */
const runAt = (days: number) => app.trustRules.run(new Date(Date.now() + days * DAY_MS));

let admin: string;
let owner: string;
let ownerEmail: string;
let older: string;
let newer: string;

beforeEach(async () => {
  await resetDatabase(app);
  ({ admin, owner, ownerEmail } = await adminAndOwner(app));
  // Listed one after the other: the newer one comes first in "newest" order.
  older = (await addHostel(app, owner, { ...validHostel, name: 'Older Hostel' }))._id;
  newer = (await addHostel(app, owner, { ...validHostel, name: 'Newer Hostel' }))._id;
  await app.db.execute(sql`update listings set created_at = now() - interval '1 hour' where id = ${older}`);
  for (const id of [older, newer]) await verifyHostel(id);
});

const verifyHostel = (id: string) =>
  app.inject({ method: 'PUT', url: `/api/hostels/verify/${id}`, headers: bearer(admin) });
/** As if the listing had been verified `days` earlier than it was. */
const verifiedEarlier = async (id: string, days: number) => {
  const earlier = sql`verified_at - ${days}::int * interval '1 day'`;
  await app.db.execute(sql`update listings set verified_at = ${earlier} where id = ${id}`);
  await app.db.execute(sql`update verifications set verified_at = ${earlier} where listing_id = ${id}`);
};
const searchNames = async (query = 'location=Pokhara') => {
  const res = await app.inject({ method: 'GET', url: `/api/hostels/by-address?${query}` });
  return res.json<{ data: { name: string }[] }>().data.map((l) => l.name);
};
const hostel = async (id: string, token?: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/hostels/get/${id}`,
      ...(token && { headers: bearer(token) }),
    })
  ).json().data;
const queue = async () =>
  (await app.inject({ method: 'GET', url: '/api/hostels/get-unhostel', headers: bearer(admin) })).json<{
    data: { _id: string }[];
    meta: { total: number };
  }>();
const confirm = (id: string, token = owner) =>
  app.inject({ method: 'POST', url: `/api/user/confirm-available/${id}`, headers: bearer(token) });
const confirmByLink = (token: string) =>
  app.inject({ method: 'POST', url: '/api/user/confirm-available', payload: { token } });
const linkToken = (text: string) => {
  const match = /confirm-available\?token=([^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation link in: ${text}`);
  return decodeURIComponent(match[1]);
};

describe('verification expiry', () => {
  it('after 180 days: the listing says so, ranks below current ones and waits in the admin queue', async () => {
    await verifiedEarlier(newer, 170);
    expect(await searchNames()).toEqual(['Newer Hostel', 'Older Hostel']);

    expect(await runAt(9)).toMatchObject({ expired: 0 }); // 179 days: still current
    expect((await hostel(newer)).evidence.expired).toBe(false);

    expect(await runAt(11)).toMatchObject({ expired: 1 }); // 181 days
    const expired = await hostel(newer);
    expect(expired.verified).toBe(true);
    expect(expired.evidence.expired).toBe(true);
    const verifiedAt = new Date(expired.evidence.verifiedAt).getTime();
    expect(new Date(expired.evidence.expiresAt).getTime()).toBe(verifiedAt + 180 * DAY_MS);
    expect(await searchNames()).toEqual(['Older Hostel', 'Newer Hostel']);
    expect(await searchNames('location=Pokhara&sort=price_asc')).toEqual(['Older Hostel', 'Newer Hostel']);
    expect(await searchNames('lat=28.2&lon=83.96&sort=nearest')).toEqual(['Older Hostel', 'Newer Hostel']);
    expect(await searchNames('location=Hostel')).toEqual(['Older Hostel', 'Newer Hostel']);
    const waiting = await queue();
    expect(waiting.data.map((l) => l._id)).toEqual([newer]);
    expect(waiting.meta.total).toBe(1);

    // Running again changes nothing more.
    expect(await runAt(12)).toMatchObject({ expired: 0 });
  });

  it('re-verification makes it current again, out of the queue, with the new date', async () => {
    await verifiedEarlier(newer, 200);
    await runAt(0);
    expect((await queue()).meta.total).toBe(1);
    expect((await verifyHostel(newer)).statusCode).toBe(200);
    const again = await hostel(newer);
    expect(again.evidence.expired).toBe(false);
    expect(Date.now() - new Date(again.evidence.verifiedAt).getTime()).toBeLessThan(60_000);
    expect((await queue()).meta.total).toBe(0);
    expect(await searchNames()).toEqual(['Newer Hostel', 'Older Hostel']);
  });

  it('lets the admin assign an expired property to freelancers like a new one', async () => {
    const property = (await addProperty(app, owner))._id;
    const verify = await app.inject({
      method: 'PUT',
      url: `/api/landlords/verify/${property}`,
      headers: bearer(admin),
      payload: formData(
        { length: '10', width: '8', room: '3', bathroom: '1', description: 'Measured.' },
        await photos(1),
      ),
    });
    expect(verify.statusCode).toBe(200);
    const ram = await createFreelancer(app, admin);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/freelance/assign/${property}`,
      headers: bearer(admin),
      payload: { freelancerIds: [ram.freelancerId], description: 'Measure it again.' },
    });
    expect(refused.statusCode).toBe(409);
    await verifiedEarlier(property, 181);
    await runAt(0);
    const queued = await app.inject({ method: 'GET', url: '/api/landlords/', headers: bearer(admin) });
    expect(queued.json().data.map((l: { _id: string }) => l._id)).toEqual([property]);
    await assignTask(app, admin, property, [ram.freelancerId]);
  });

  it('is configurable', async () => {
    const shortApp = await buildTestApp({ env: { VERIFICATION_VALID_DAYS: '30' } });
    const boss = (await login(shortApp, (await createUser(shortApp, { role: 'ADMIN' })).email)).accessToken;
    const id = (await addHostel(shortApp, boss))._id;
    await shortApp.inject({ method: 'PUT', url: `/api/hostels/verify/${id}`, headers: bearer(boss) });
    const read = await shortApp.inject({ method: 'GET', url: `/api/hostels/get/${id}` });
    const { evidence } = read.json().data;
    expect(new Date(evidence.expiresAt).getTime() - new Date(evidence.verifiedAt).getTime()).toBe(
      30 * DAY_MS,
    );
    expect(await shortApp.trustRules.run(new Date(Date.now() + 31 * DAY_MS))).toMatchObject({ expired: 1 });
  });
});

describe('freshness', () => {
  it('unconfirmed for 45 days: out of search until the owner confirms', async () => {
    expect((await hostel(newer)).availability).toEqual({ confirmedAt: expect.any(String) });
    expect(await runAt(44)).toMatchObject({ stale: 0 });
    expect(await searchNames()).toHaveLength(2);
    expect(await runAt(46)).toMatchObject({ stale: 2 });
    expect(await searchNames()).toEqual([]);
    expect(await searchNames('location=Hostel')).toEqual([]);
    expect(await searchNames('lat=28.2&lon=83.96&sort=nearest')).toEqual([]);
    // Still there for a direct link.
    expect((await hostel(newer)).name).toBe('Newer Hostel');

    const res = await confirm(newer);
    expect(res.statusCode).toBe(200);
    expect(res.json().messageCode).toBe('trust.availability.confirmed');
    expect(Date.now() - new Date(res.json().data.confirmedAt).getTime()).toBeLessThan(60_000);
    expect(await searchNames()).toEqual(['Newer Hostel']);
  });

  it('only the owner or an admin confirms; a sold listing is never shown as available', async () => {
    const stranger = (await login(app, (await createUser(app)).email)).accessToken;
    expect((await confirm(newer, stranger)).statusCode).toBe(403);
    expect((await confirm(newer, admin)).statusCode).toBe(200);
    await app.inject({
      method: 'PUT',
      url: `/api/hostels/sold/${newer}`,
      headers: bearer(owner),
      payload: { sold: true },
    });
    expect((await hostel(newer)).availability).toBeNull();
    const refused = await confirm(newer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messageCode).toBe('trust.availability.sold');
    // Sold listings never go stale: they show as sold, last.
    expect(await runAt(60)).toMatchObject({ stale: 1 });
    expect(await searchNames()).toEqual(['Newer Hostel']);
  });

  it('reminds the owner once after 30 days; the email link confirms that one listing', async () => {
    const sentBefore = inbox.count(ownerEmail);
    expect(await runAt(29)).toMatchObject({ reminded: 0 });
    expect(await runAt(31)).toMatchObject({ reminded: 2 });
    expect(await runAt(32)).toMatchObject({ reminded: 0 });
    expect(inbox.count(ownerEmail)).toBe(sentBefore + 2);
    const mail = inbox.messages
      .filter((m) => m.to.includes(ownerEmail))
      .find((m) => m.text.includes('Newer Hostel'));
    expect(mail?.subject).toContain('still available');
    const token = linkToken(mail?.text ?? '');

    await runAt(46);
    expect(await searchNames()).toEqual([]);
    const res = await confirmByLink(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: newer, name: 'Newer Hostel' });
    expect(await searchNames()).toEqual(['Newer Hostel']);

    // Confirmed: the next reminder comes 30 days after this confirmation.
    expect(await runAt(29)).toMatchObject({ reminded: 0 });
    expect(await runAt(31)).toMatchObject({ reminded: 1 });
  });

  it('refuses a link that was altered, made up or has expired', async () => {
    await runAt(31);
    const mail = inbox.messages.filter((m) => m.to.includes(ownerEmail)).at(-1);
    const token = linkToken(mail?.text ?? '');
    const [id, expires, signature] = token.split('.');
    const other = id === newer ? older : newer;
    for (const bad of [
      `${other}.${expires}.${signature}`,
      `${id}.${Number(expires) + 1}.${signature}`,
      `${id}.${expires}.${signature?.slice(1)}x`,
      `${id}.${Math.floor(Date.now() / 1000) - 1}.${signature}`,
      'nonsense',
    ]) {
      const res = await confirmByLink(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().messageCode).toBe('trust.availability.linkInvalid');
    }
  });
});
