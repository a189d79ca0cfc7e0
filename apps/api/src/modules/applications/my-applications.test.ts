import { beforeAll, describe, expect, it } from 'vitest';
import { adminAndOwnerAccounts, applicationsApp, applyTo, type Account } from '../../../test/applications';
import { bearer, login, nextIp } from '../../../test/factories';
import { addVerifiedHostel } from '../../../test/listings';
import { linkCode } from '../../../test/mail-inbox';
import { listingOf, loggedInAccount } from '../../../test/shortlist';

/*
 * GET /api/applications/mine: the logged-in tenant's applications with their listing, state and
 * changes; and applications made logged out joining the account that verifies their address.
 */

const { inbox, app } = await applicationsApp();
let admin: Account;
let owner: Account;

beforeAll(async () => {
  ({ admin, owner } = await adminAndOwnerAccounts(app));
});

async function applied(listingId: string, email: string, token?: string) {
  const res = await applyTo(app, listingId, email, { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { _id: string } }>().data._id;
}

const mine = (token: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/applications/mine${query}`, headers: bearer(token) });

const put = (url: string, token: string, payload?: object) =>
  app.inject({ method: 'PUT', url, headers: bearer(token), ...(payload && { payload }) });

describe('GET /api/applications/mine', () => {
  it('answers a visitor 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/applications/mine' })).statusCode).toBe(401);
  });

  it('shows the listing, the state and each change with its date; the sold listing as sold', async () => {
    const tenant = await loggedInAccount(app, 'Tara Tenant');
    const listingId = await addVerifiedHostel(
      app,
      { admin: admin.token, owner: owner.token },
      'Photo Hostel',
    );
    const id = await applied(listingId, tenant.email, tenant.token);
    expect((await put(`/api/applications/${id}/state`, owner.token, { state: 'accepted' })).statusCode).toBe(
      200,
    );
    expect((await put(`/api/hostels/sold/${listingId}`, owner.token, { sold: true })).statusCode).toBe(200);

    const res = await mine(tenant.token);
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await app.inject({ method: 'GET', url: `/api/hostels/get/${listingId}` })).json().data;
    const [one] = res.json().data;
    expect(res.json().meta).toEqual({ total: 1, page: 1, limit: 100 });
    expect(one).toMatchObject({
      _id: id,
      // Accepted stays accepted when the place is rented.
      state: 'accepted',
      closedBecauseRented: false,
      No_of_people: 2,
      No_of_rooms: 1,
      listing: {
        _id: listingId,
        kind: 'hostel',
        name: 'Photo Hostel',
        location: detail.location,
        price: detail.price,
        image: detail.thumbnail[0],
        sold: true,
      },
    });
    expect(one.listing.image).toEqual(expect.any(String));
    expect(one.history.map((h: { state: string }) => h.state)).toEqual(['new', 'accepted']);
    expect(one.history[0].at).toBe(one.createdAt);
    expect(one.history[1].at).toBe(one.stateChangedAt);
  });

  it('pages newest first, and leaves out removed applications and other people’s', async () => {
    const tenant = await loggedInAccount(app, 'Paged Tenant');
    const other = await loggedInAccount(app, 'Other Tenant');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const listingId = await listingOf(app, owner.id, { name: `Paged Hostel ${i}` });
      ids.push(await applied(listingId, tenant.email, tenant.token));
      await applied(listingId, other.email, other.token);
    }
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/buyers/delete-buyer/${ids[1]}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);

    const page1 = (await mine(tenant.token, '?page=1&limit=2')).json();
    const page2 = (await mine(tenant.token, '?page=2&limit=2')).json();
    expect(page1.meta).toEqual({ total: 3, page: 1, limit: 2 });
    expect(page1.data.map((a: { _id: string }) => a._id)).toEqual([ids[3], ids[2]]);
    expect(page2.data.map((a: { _id: string }) => a._id)).toEqual([ids[0]]);
    expect(page1.data[0].listing.name).toBe('Paged Hostel 3');
  });

  it('a listing its owner deleted takes its applications with it', async () => {
    const tenant = await loggedInAccount(app, 'Left Tenant');
    const listingId = await listingOf(app, owner.id, { name: 'Deleted Hostel' });
    await applied(listingId, tenant.email, tenant.token);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/hostels/delete-hostel/${listingId}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await mine(tenant.token)).json().meta.total).toBe(0);
  });
});

describe('applications made logged out', () => {
  it('join the account that verifies their address; one made with another address does not', async () => {
    const listingA = await listingOf(app, owner.id, { name: 'Joined Hostel' });
    const listingB = await listingOf(app, owner.id, { name: 'Other Hostel' });
    const before = await applied(listingA, 'nima@example.com');
    const otherAddress = await applied(listingB, 'someone-else@example.com');

    const registered = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Nima Sherpa', email: 'Nima@Example.com', password: 'secret123' },
      remoteAddress: nextIp(),
    });
    expect(registered.statusCode).toBe(201);
    // Made after registering but before verifying, still logged out.
    const between = await applied(listingB, 'nima@example.com');
    const code = linkCode(inbox.last('nima@example.com'));
    expect((await app.inject({ method: 'GET', url: `/api/user/verify-email/${code}` })).statusCode).toBe(200);

    const { accessToken } = await login(app, 'nima@example.com');
    const ids = (await mine(accessToken)).json().data.map((a: { _id: string }) => a._id);
    expect(ids.sort()).toEqual([before, between].sort());
    expect(ids).not.toContain(otherAddress);

    // Now theirs: they may withdraw it, and the owner's moves reach their verified address.
    const withdrawn = await put(`/api/applications/${before}/state`, accessToken, { state: 'withdrawn' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const mails = inbox.count('nima@example.com');
    expect((await put(`/api/applications/${between}/state`, owner.token, { state: 'seen' })).statusCode).toBe(
      200,
    );
    expect(inbox.count('nima@example.com')).toBe(mails + 1);
  });

  it('an application made logged in belongs to the account, whatever address was typed', async () => {
    const tenant = await loggedInAccount(app, 'Typed Tenant');
    const listingId = await listingOf(app, owner.id, { name: 'Typed Hostel' });
    const id = await applied(listingId, 'typed-elsewhere@example.com', tenant.token);
    expect((await mine(tenant.token)).json().data.map((a: { _id: string }) => a._id)).toEqual([id]);
  });
});
