import { APPLICATION_MESSAGES } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAndOwnerAccounts,
  applicationFrom,
  applicationsApp,
  applyTo,
  moveApplication,
  type Account,
} from '../../../test/applications';
import { bearer } from '../../../test/factories';
import { listingOf } from '../../../test/shortlist';

/*
 * The specification's calls over the states (mark = accepted, delete removes, the admin's list by
 * status and now by state), and a listing marked rented closing its other open applications.
 */

const { inbox, app } = await applicationsApp();
let admin: Account;
let owner: Account;

beforeAll(async () => {
  ({ admin, owner } = await adminAndOwnerAccounts(app));
});

const tenantApplies = (listingId: string, kind: 'hostel' | 'property' = 'hostel') =>
  applicationFrom(app, listingId, { kind });

const move = (id: string, state: string, token: string) => moveApplication(app, id, state, token);

const mark = (id: string, token = owner.token) =>
  app.inject({ method: 'PUT', url: `/api/buyers/mark-buyer/${id}`, headers: bearer(token) });

async function moved(id: string, state: string, token = owner.token) {
  const res = await move(id, state, token);
  expect(res.statusCode, res.body).toBe(200);
}

describe('the specification’s calls', () => {
  it('mark-buyer accepts (once, one mail), answers the same again, and refuses a withdrawn or declined one', async () => {
    const listingId = await listingOf(app, owner.id, { name: 'Marked Hostel' });
    const { id, tenant } = await tenantApplies(listingId);
    await moved(id, 'visit_arranged');
    const mails = inbox.count(tenant.email);
    for (let i = 0; i < 2; i++) {
      const res = await mark(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(APPLICATION_MESSAGES.markedComplete);
    }
    expect(inbox.count(tenant.email)).toBe(mails + 1);
    const hostels = (
      await app.inject({ method: 'GET', url: '/api/user/get-hostel', headers: bearer(owner.token) })
    ).json().data as { _id: string; buyer: { _id: string; completed: boolean; state: string }[] }[];
    expect(hostels.find((h) => h._id === listingId)?.buyer).toEqual([
      expect.objectContaining({ _id: id, completed: true, state: 'accepted' }),
    ]);

    const withdrawn = await tenantApplies(listingId);
    await moved(withdrawn.id, 'withdrawn', withdrawn.tenant.token);
    const declined = await tenantApplies(listingId);
    await moved(declined.id, 'declined');
    for (const refused of [withdrawn.id, declined.id]) {
      const res = await mark(refused, admin.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: APPLICATION_MESSAGES.moveRefused,
        messageCode: 'applications.moveRefused',
      });
    }
    // Only the owner or an admin marks: the applicant is refused as before.
    expect((await mark(withdrawn.id, withdrawn.tenant.token)).statusCode).toBe(403);
  });

  it('a withdrawn or declined application lets the same email apply again; an open or accepted one does not', async () => {
    const listingId = await listingOf(app, owner.id, { name: 'Again Hostel' });
    const again = (email: string) => applyTo(app, listingId, email);
    const first = (await again('again@example.com')).json().data._id as string;
    expect((await again('again@example.com')).statusCode).toBe(409);
    await moved(first, 'accepted');
    expect((await again('again@example.com')).statusCode).toBe(409);
    const other = (await again('declined-again@example.com')).json().data._id as string;
    await moved(other, 'declined');
    expect((await again('declined-again@example.com')).statusCode).toBe(201);
  });

  it('the admin’s list: pending is every open state, completed is accepted, and ?state= any one state', async () => {
    const listingId = await listingOf(app, owner.id, { name: 'Listed Hostel' });
    const byState: Record<string, string> = {};
    for (const state of ['new', 'seen', 'contacted', 'visit_arranged', 'accepted', 'declined', 'withdrawn']) {
      const { id, tenant } = await tenantApplies(listingId);
      if (state === 'withdrawn') await moved(id, state, tenant.token);
      else if (state !== 'new') await moved(id, state);
      byState[state] = id;
    }
    const removed = await tenantApplies(listingId);
    await app.inject({
      method: 'DELETE',
      url: `/api/buyers/delete-buyer/${removed.id}`,
      headers: bearer(owner.token),
    });
    const list = async (query: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/buyers/get?limit=50&${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (
        res.json().data as { _id: string; state: string; completed: boolean; hostel: { _id: string } }[]
      )
        .filter((a) => a.hostel._id === listingId)
        .map((a) => a.state)
        .sort();
    };
    expect(await list('status=pending')).toEqual(['contacted', 'new', 'seen', 'visit_arranged']);
    expect(await list('')).toEqual(['contacted', 'new', 'seen', 'visit_arranged']);
    expect(await list('status=completed')).toEqual(['accepted']);
    for (const state of Object.keys(byState)) expect(await list(`state=${state}`)).toEqual([state]);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/buyers/get?state=sold',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.state).toBe(APPLICATION_MESSAGES.stateInvalid);
  });
});

describe('a listing marked rented', () => {
  it.each([
    ['hostel', (id: string) => `/api/hostels/sold/${id}`],
    ['property', (id: string) => `/api/landlords/sold/${id}`],
  ] as const)(
    'closes the %s’s other open applications, one polite mail each; accepted and withdrawn ones stay',
    async (kind, soldUrl) => {
      const name = `Rented ${kind}`;
      const listingId = await listingOf(app, owner.id, { name, kind });
      const fresh = await tenantApplies(listingId, kind);
      const contacted = await tenantApplies(listingId, kind);
      await moved(contacted.id, 'contacted');
      const accepted = await tenantApplies(listingId, kind);
      await moved(accepted.id, 'accepted');
      const withdrawn = await tenantApplies(listingId, kind);
      await moved(withdrawn.id, 'withdrawn', withdrawn.tenant.token);
      const counts = () =>
        [fresh, contacted, accepted, withdrawn].map(({ tenant }) => inbox.count(tenant.email));
      const before = counts();

      const sold = await app.inject({
        method: 'PUT',
        url: soldUrl(listingId),
        headers: bearer(owner.token),
        payload: { sold: true },
      });
      expect(sold.statusCode, sold.body).toBe(200);
      expect(counts()).toEqual([before[0]! + 1, before[1]! + 1, before[2], before[3]]);
      const mail = inbox.last(fresh.tenant.email);
      expect(mail.text).toContain(`This place is no longer available: ${name} has been rented.`);
      expect(mail.text).toContain(`यो ठाउँ अब उपलब्ध छैन: ${name} भाडामा गइसक्यो।`);
      expect(mail.text).toContain('https://gharbhada.test/my-applications');

      const states = async () => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/user/listings/${listingId}/applicants`,
          headers: bearer(admin.token),
        });
        return Object.fromEntries(
          (res.json().data as { _id: string; state: string; closedBecauseRented: boolean }[]).map((a) => [
            a._id,
            [a.state, a.closedBecauseRented],
          ]),
        );
      };
      expect(await states()).toEqual({
        [fresh.id]: ['declined', true],
        [contacted.id]: ['declined', true],
        [accepted.id]: ['accepted', false],
        [withdrawn.id]: ['withdrawn', false],
      });

      // Marked rented again (or available and rented again), nobody hears twice.
      for (const value of [true, false, true]) {
        await app.inject({
          method: 'PUT',
          url: soldUrl(listingId),
          headers: bearer(owner.token),
          payload: { sold: value },
        });
      }
      expect(counts()).toEqual([before[0]! + 1, before[1]! + 1, before[2], before[3]]);
    },
  );
});
