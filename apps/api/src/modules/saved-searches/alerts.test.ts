import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { addHostel, adminAndOwner, validHostel } from '../../../test/listings';
import { startInbox, type ReceivedMail } from '../../../test/mail-inbox';
import { queryRows } from '../../db/client';
import { NOTIFICATIONS_PER_RECIPIENT_PER_HOUR } from '../../integrations/mailer';

const inbox = await startInbox();
const app = await buildTestApp({ env: { SMTP_URL: inbox.url } });
const publicUrl = app.config.publicUrl;

const HOUR_MS = 3_600_000;
/** The scheduled job's clock, `hours` from now. */
const runAt = (hours: number) => app.savedSearchAlerts.run(new Date(Date.now() + hours * HOUR_MS));

let tokens: { admin: string; owner: string };
let sita: { email: string; token: string };

beforeEach(async () => {
  await resetDatabase(app);
  const { admin, owner } = await adminAndOwner(app);
  tokens = { admin, owner };
  const account = await createUser(app, { name: 'Sita Tenant' });
  sita = { email: account.email, token: (await login(app, account.email)).accessToken };
});

/** Girls' hostels in Pokhara under Rs. 10,000: what Sita saves. */
const girlsInPokhara = { location: 'Pokhara', gender: 'girls', maxPrice: 10000 };

async function saveSearch(
  query: object = girlsInPokhara,
  name = 'Girls hostels in Pokhara',
  kind = 'hostel',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(sita.token),
    payload: { name, kind, query },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { _id: string } }>().data._id;
}

/** A hostel of the owner's, verified by the admin now (after the search was saved). */
async function verifiedHostel(name: string, fields: Record<string, string> = {}) {
  const { _id } = await addHostel(app, tokens.owner, { ...validHostel, name, gender: 'girls', ...fields }, 1);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/hostels/verify/${_id}`,
    headers: bearer(tokens.admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return _id;
}

const mailsToSita = () => inbox.messages.filter((m) => m.to.includes(sita.email));
const listingUrl = (id: string) => `${publicUrl}/bhada/hostel?listing=${id}`;
const alerted = async (searchId: string) =>
  (
    await queryRows<{ listing_id: string }>(
      app.db,
      sql`select listing_id from saved_search_alerts where saved_search_id = ${searchId}`,
    )
  ).map((r) => r.listing_id);
/** As if the admin had verified it `hours` from now, on the job's clock (between two runs). */
const verifiedInHours = (id: string, hours: number) =>
  app.db.execute(
    sql`update listings set verified_at = now() + ${hours}::int * interval '1 hour' where id = ${id}`,
  );

describe('the daily alert of a saved search', () => {
  it('mails a new verified match once, with its name, place, price and a working link', async () => {
    const searchId = await saveSearch();
    const id = await verifiedHostel('Lakeside Girls Hostel', { price: '8500' });

    expect(await runAt(25)).toEqual({ checked: 1, emails: 1 });
    const [mail] = mailsToSita();
    expect(mailsToSita()).toHaveLength(1);
    expect(mail?.subject).toContain('Girls hostels in Pokhara');
    expect(mail?.text).toContain(
      '1 new verified listing matches your saved search “Girls hostels in Pokhara”',
    );
    expect(mail?.text).toContain(
      'Lakeside Girls Hostel, Lakeside, Pokhara, Kaski, Gandaki, Nepal, Rs. 8,500',
    );
    expect(mail?.text).toContain('रु. ८,५००');
    expect(mail?.text).toContain(listingUrl(id));
    expect(mail?.html).toContain(`href="${listingUrl(id).replace('&', '&amp;')}"`);
    expect(mail?.text).toContain(`${publicUrl}/saved-searches`);
    expect(mail?.text).toContain(`${publicUrl}/bhada/hostel?location=Pokhara&maxPrice=10000&gender=girls`);
    expect(mail?.text).toMatch(new RegExp(`${publicUrl}/unsubscribe\\?token=\\S+`));

    // The link opens the listing for anyone, logged in or not.
    const listing = await app.inject({ method: 'GET', url: `/api/hostels/get/${id}` });
    expect(listing.statusCode).toBe(200);
    expect(new URL(linkIn(mail, 'listing=')).searchParams.get('listing')).toBe(id);

    // Sent once: the next run has nothing new to say.
    expect(await alerted(searchId)).toEqual([id]);
    expect(await runAt(50)).toEqual({ checked: 1, emails: 0 });
    expect(mailsToSita()).toHaveLength(1);
  });

  it('says of each listing whether it was visited and measured, or only checked, in both languages', async () => {
    await saveSearch();
    await verifiedHostel('Desk Girls Hostel');
    const visited = await verifiedHostel('Visited Girls Hostel');
    // As a visit leaves it (a hostel's visit is the tasks module's to make).
    await app.db.execute(sql`update listings set verification_level = 'visited' where id = ${visited}`);
    const [row] = await queryRows<{ at: Date }>(
      app.db,
      sql`select verified_at as at from listings where id = ${visited}`,
    );
    const nepalDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', dateStyle: 'medium' });

    expect(await runAt(25)).toMatchObject({ emails: 1 });
    const [mail] = mailsToSita();
    expect(mail?.text).toContain('Details checked by our team, not yet visited');
    expect(mail?.text).toContain('हाम्रो टोलीले विवरण जाँचेको, अझै गएर हेरिएको छैन');
    expect(mail?.html).toContain('Details checked by our team, not yet visited');
    expect(mail?.text).toContain(`Visited and measured on ${nepalDay.format(new Date(row!.at))}`);
    expect(mail?.text).toMatch(/[०-९]{4} मा गएर हेरिएको र नापिएको/);
  });

  it('carries a one-click unsubscribe (RFC 8058) for mail programs', async () => {
    await saveSearch();
    await verifiedHostel('Lakeside Girls Hostel');
    await runAt(25);
    const mail = mailsToSita()[0];
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers.get('list-unsubscribe')).toMatch(
      new RegExp(`^<${publicUrl}/api/saved-searches/unsubscribe\\?token=[^>\\s]+>$`),
    );
  });

  it('is not due before 24 hours since the last check', async () => {
    await saveSearch();
    await verifiedHostel('Lakeside Girls Hostel');
    expect(await runAt(23)).toEqual({ checked: 0, emails: 0 });
    expect(mailsToSita()).toHaveLength(0);
    expect(await runAt(24.1)).toEqual({ checked: 1, emails: 1 });
    // The check moved on: due again 24 hours after it.
    await verifiedInHours(await verifiedHostel('Second Girls Hostel'), 30);
    expect(await runAt(47)).toEqual({ checked: 0, emails: 0 });
    expect(await runAt(48.2)).toEqual({ checked: 1, emails: 1 });
    expect(mailsToSita()[1]?.text).toContain('Second Girls Hostel');
    expect(mailsToSita()[1]?.text).not.toContain('Lakeside Girls Hostel');
  });

  it('sends nothing for a paused search, and picks up after it is resumed', async () => {
    const searchId = await saveSearch();
    const patch = (paused: boolean) =>
      app.inject({
        method: 'PATCH',
        url: `/api/saved-searches/${searchId}`,
        headers: bearer(sita.token),
        payload: { paused },
      });
    expect((await patch(true)).statusCode).toBe(200);
    await verifiedHostel('Lakeside Girls Hostel');
    expect(await runAt(25)).toEqual({ checked: 0, emails: 0 });
    expect(mailsToSita()).toHaveLength(0);
    expect((await patch(false)).statusCode).toBe(200);
    expect(await runAt(26)).toEqual({ checked: 1, emails: 1 });
  });

  it('sends nothing when nothing new matches, and names only the listings that match', async () => {
    await saveSearch();
    await verifiedHostel('Boys Only Hostel', { gender: 'boys' });
    await verifiedHostel('Dear Girls Hostel', { price: '15000' });
    await verifiedHostel('Kathmandu Girls Hostel', {
      location: 'Thamel, Kathmandu, Bagmati, Nepal',
      lat: '27.7154',
      lon: '85.3123',
    });
    await addHostel(
      app,
      tokens.owner,
      { ...validHostel, name: 'Unverified Girls Hostel', gender: 'girls' },
      1,
    );
    expect(await runAt(25)).toEqual({ checked: 1, emails: 0 });
    expect(mailsToSita()).toHaveLength(0);

    await verifiedInHours(await verifiedHostel('Matching Girls Hostel'), 30);
    expect(await runAt(50)).toEqual({ checked: 1, emails: 1 });
    const text = mailsToSita()[0]?.text ?? '';
    expect(text).toContain('Matching Girls Hostel');
    for (const other of ['Boys Only', 'Dear Girls', 'Kathmandu Girls', 'Unverified Girls']) {
      expect(text).not.toContain(other);
    }
  });

  it('does not announce listings verified before the search was saved, nor sold ones', async () => {
    await verifiedHostel('Older Girls Hostel');
    await saveSearch();
    const sold = await verifiedHostel('Sold Girls Hostel');
    await app.inject({
      method: 'PUT',
      url: `/api/hostels/sold/${sold}`,
      headers: bearer(tokens.owner),
      payload: { sold: true },
    });
    expect(await runAt(25)).toEqual({ checked: 1, emails: 0 });
  });

  it('keeps a property search to properties', async () => {
    await saveSearch({ location: 'Pokhara' }, 'Rooms in Pokhara', 'property');
    await verifiedHostel('A Hostel, Not A Room');
    expect(await runAt(25)).toEqual({ checked: 1, emails: 0 });
  });

  it('sends one email per search, whichever run gets there first', async () => {
    await saveSearch();
    await saveSearch({ location: 'Pokhara' }, 'Anything in Pokhara');
    await verifiedHostel('Lakeside Girls Hostel');
    const at = new Date(Date.now() + 25 * HOUR_MS);
    const runs = await Promise.all([app.savedSearchAlerts.run(at), app.savedSearchAlerts.run(at)]);
    expect(runs.reduce((sum, r) => sum + r.emails, 0)).toBe(2);
    expect(
      mailsToSita()
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      expect.stringContaining('Anything in Pokhara'),
      expect.stringContaining('Girls hostels in Pokhara'),
    ]);
  });

  it('goes only to a verified email address', async () => {
    await saveSearch();
    await app.db.execute(sql`update users set email_verified_at = null where email = ${sita.email}`);
    await verifiedHostel('Lakeside Girls Hostel');
    expect(await runAt(25)).toEqual({ checked: 0, emails: 0 });
    expect(mailsToSita()).toHaveLength(0);
  });
});

describe('a send that fails', () => {
  it('marks nothing as sent: the next run sends the same listings', async () => {
    const searchId = await saveSearch();
    const id = await verifiedHostel('Lakeside Girls Hostel');
    inbox.refuse(sita.email);
    try {
      expect(await runAt(25)).toEqual({ checked: 1, emails: 0 });
    } finally {
      inbox.accept(sita.email);
    }
    expect(await alerted(searchId)).toEqual([]);
    expect(await runAt(26)).toEqual({ checked: 1, emails: 1 });
    expect(mailsToSita()[0]?.text).toContain(listingUrl(id));
    expect(await alerted(searchId)).toEqual([id]);
  });

  it('past the cap on notifications to one address: held for the digest and marked sent, none dropped', async () => {
    const searchId = await saveSearch();
    const id = await verifiedHostel('Lakeside Girls Hostel');
    for (let i = 0; i < NOTIFICATIONS_PER_RECIPIENT_PER_HOUR; i += 1) {
      const filler = { subject: `Filler ${i}`, text: 'x', html: 'x', devHint: 'x' };
      await app.mailer.send({ to: sita.email, kind: 'notification', template: 'filler', ...filler });
    }
    expect(await runAt(25)).toEqual({ checked: 1, emails: 1 });
    expect(mailsToSita()).toHaveLength(NOTIFICATIONS_PER_RECIPIENT_PER_HOUR);
    expect(await alerted(searchId)).toEqual([id]);
    // Once the hour is over, the digest names it.
    expect(await app.mailer.sendDigests(Date.now() + HOUR_MS)).toBe(1);
    const digest = mailsToSita().at(-1);
    expect(digest?.subject).toMatch(/^1 more notification from Ghar Bhada/);
    expect(digest?.text).toContain('New listing for “Girls hostels in Pokhara”');
  });
});

function linkIn(mail: ReceivedMail | undefined, containing: string): string {
  const link = (mail?.text ?? '')
    .split(/\s+/)
    .find((word) => word.startsWith('http') && word.includes(containing));
  if (!link) throw new Error(`no link with ${containing} in: ${mail?.text}`);
  return link;
}
