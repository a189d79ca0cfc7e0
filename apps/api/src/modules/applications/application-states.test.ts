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
import { listingOf, loggedInAccount } from '../../../test/shortlist';
import { inTransaction } from '../../db/transaction';
import { moveState } from './repository';

/*
 * PUT /api/applications/{id}/state: who may move what (packages/shared/src/workflows/application.ts),
 * one mail per change to the applicant's own verified address, and the listing's applicants
 * marking new ones seen when its owner opens them. Decision 0020.
 */

const { inbox, app } = await applicationsApp();
let admin: Account;
let owner: Account;
let stranger: Account;

beforeAll(async () => {
  ({ admin, owner } = await adminAndOwnerAccounts(app));
  stranger = await loggedInAccount(app, 'Sam Stranger');
});

let listingCount = 0;
/** A verified hostel of the owner's, with a name of its own. */
async function hostel(seed: { verified?: boolean } = {}) {
  listingCount += 1;
  const name = `State Hostel ${listingCount}`;
  return { id: await listingOf(app, owner.id, { name, ...seed }), name };
}

const tenantApplies = (listingId: string, name?: string) => applicationFrom(app, listingId, { name });

const move = (id: string, state: string, token?: string) => moveApplication(app, id, state, token);

async function expectMoved(id: string, state: string, token: string) {
  const res = await move(id, state, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toMatchObject({ _id: id, state, completed: state === 'accepted' });
  return res;
}

async function expectRefused(id: string, state: string, token: string) {
  const res = await move(id, state, token);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toMatchObject({
    message: APPLICATION_MESSAGES.moveRefused,
    messageCode: 'applications.moveRefused',
  });
}

describe('who may move an application', () => {
  it('the owner moves it forward, accepts or declines; never withdraws, never back', async () => {
    const { id: listingId } = await hostel();
    const { id } = await tenantApplies(listingId);
    await expectRefused(id, 'withdrawn', owner.token);
    await expectMoved(id, 'contacted', owner.token);
    await expectRefused(id, 'seen', owner.token);
    await expectRefused(id, 'new', owner.token);
    await expectMoved(id, 'visit_arranged', owner.token);
    await expectMoved(id, 'accepted', owner.token);
    // Accepted is not open: the owner can no longer decline it.
    await expectRefused(id, 'declined', owner.token);
  });

  it('the tenant withdraws (also once accepted) and can do nothing else; nothing follows a withdrawal', async () => {
    const { id: listingId } = await hostel();
    const first = await tenantApplies(listingId);
    await expectRefused(first.id, 'accepted', first.tenant.token);
    await expectRefused(first.id, 'seen', first.tenant.token);
    await expectRefused(first.id, 'declined', first.tenant.token);
    const res = await expectMoved(first.id, 'withdrawn', first.tenant.token);
    expect(res.json()).toMatchObject({ message: APPLICATION_MESSAGES.withdrawn });
    for (const state of ['new', 'seen', 'contacted', 'visit_arranged', 'accepted', 'declined']) {
      await expectRefused(first.id, state, owner.token);
    }
    await expectRefused(first.id, 'accepted', admin.token);

    const second = await tenantApplies(listingId, 'Gita Tenant');
    await expectMoved(second.id, 'accepted', owner.token);
    await expectMoved(second.id, 'withdrawn', second.tenant.token);
  });

  it('an admin may do what the owner may, and not withdraw for the tenant', async () => {
    const { id: listingId } = await hostel();
    const { id } = await tenantApplies(listingId);
    await expectMoved(id, 'visit_arranged', admin.token);
    await expectRefused(id, 'withdrawn', admin.token);
    await expectMoved(id, 'declined', admin.token);
  });

  it('a stranger is told it does not exist, a visitor to log in, a bad state what to choose', async () => {
    const { id: listingId } = await hostel();
    const { id } = await tenantApplies(listingId);
    const strangers = await move(id, 'declined', stranger.token);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json().message).toBe(APPLICATION_MESSAGES.notFound);
    expect((await move(id, 'declined')).statusCode).toBe(401);
    const bad = await move(id, 'rented', owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.state).toBe(APPLICATION_MESSAGES.stateInvalid);
    // Nothing moved.
    await expectMoved(id, 'seen', owner.token);
  });

  it('a removed application cannot be moved', async () => {
    const { id: listingId } = await hostel();
    const { id, tenant } = await tenantApplies(listingId);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/buyers/delete-buyer/${id}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await move(id, 'seen', owner.token)).statusCode).toBe(404);
    expect((await move(id, 'withdrawn', tenant.token)).statusCode).toBe(404);
  });
});

describe('mail at each change', () => {
  it('one mail per change to the tenant, in both languages with a link to My applications; none for a repeat', async () => {
    const { id: listingId, name } = await hostel();
    const { id, tenant } = await tenantApplies(listingId, 'Mina Tenant');
    const before = inbox.count(tenant.email);
    await expectMoved(id, 'visit_arranged', owner.token);
    expect(inbox.count(tenant.email)).toBe(before + 1);
    const mail = inbox.last(tenant.email);
    expect(mail.subject).toContain(name);
    expect(mail.text).toContain(`The owner of ${name} wants to arrange a visit with you.`);
    expect(mail.text).toContain(`${name} का धनी तपाईंसँग ठाउँ हेर्ने समय मिलाउन चाहनुहुन्छ।`);
    expect(mail.text).toContain('नमस्ते Gita Gurung');
    expect(mail.text).toContain('https://gharbhada.test/my-applications');

    // The same move again answers the same, and mails nobody.
    await expectMoved(id, 'visit_arranged', owner.token);
    expect(inbox.count(tenant.email)).toBe(before + 1);

    await expectMoved(id, 'accepted', owner.token);
    expect(inbox.count(tenant.email)).toBe(before + 2);
    expect(inbox.last(tenant.email).text).toContain(`The owner of ${name} has accepted your application.`);
  });

  it('a withdrawal is news for the owner, once', async () => {
    const { id: listingId, name } = await hostel();
    const { id, tenant } = await tenantApplies(listingId, 'Ravi Tenant');
    const ownerBefore = inbox.count(owner.email);
    const tenantBefore = inbox.count(tenant.email);
    await expectMoved(id, 'withdrawn', tenant.token);
    await expectMoved(id, 'withdrawn', tenant.token);
    expect(inbox.count(owner.email)).toBe(ownerBefore + 1);
    expect(inbox.count(tenant.email)).toBe(tenantBefore);
    const mail = inbox.last(owner.email);
    expect(mail.subject).toContain(name);
    expect(mail.text).toContain(`Gita Gurung has withdrawn their application to ${name}.`);
  });

  it('never mails an address typed by someone logged out', async () => {
    const { id: listingId } = await hostel();
    const res = await applyTo(app, listingId, 'typed-by-anyone@example.com');
    const id = res.json().data._id as string;
    await expectMoved(id, 'contacted', owner.token);
    await expectMoved(id, 'declined', owner.token);
    expect(inbox.count('typed-by-anyone@example.com')).toBe(0);
  });
});

describe('two moves at once', () => {
  it('only one of two moves from the same state passes (the update is conditional on the state read)', async () => {
    const { id: listingId } = await hostel();
    const { id } = await tenantApplies(listingId);
    const by = owner.id;
    const [first, second] = await Promise.all([
      inTransaction(app.db, (tx) => moveState(tx, id, 'new', 'accepted', by)),
      inTransaction(app.db, (tx) => moveState(tx, id, 'new', 'declined', by)),
    ]);
    expect([first?.state, second?.state].filter(Boolean)).toHaveLength(1);
  });

  it('through the route: one answers 200, the other 409, and the tenant gets one mail', async () => {
    const { id: listingId } = await hostel();
    const { id, tenant } = await tenantApplies(listingId);
    const before = inbox.count(tenant.email);
    const answers = await Promise.all([move(id, 'accepted', owner.token), move(id, 'declined', admin.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(inbox.count(tenant.email)).toBe(before + 1);
  });
});

describe('GET /api/user/listings/{id}/applicants', () => {
  const applicants = (listingId: string, token?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/user/listings/${listingId}/applicants`,
      ...(token && { headers: bearer(token) }),
    });

  it('the owner opening them marks the new ones seen (one mail each); an admin opening them does not', async () => {
    const { id: listingId, name } = await hostel();
    const a = await tenantApplies(listingId, 'First Tenant');
    const b = await tenantApplies(listingId, 'Second Tenant');
    await expectMoved(b.id, 'contacted', owner.token);
    const bMails = inbox.count(b.tenant.email);

    const byAdmin = await applicants(listingId, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.map((x: { _id: string; state: string }) => [x._id, x.state])).toEqual([
      [b.id, 'contacted'],
      [a.id, 'new'],
    ]);
    expect(inbox.count(a.tenant.email)).toBe(1); // the copy of the application only

    const byOwner = await applicants(listingId, owner.token);
    expect(byOwner.json().data.map((x: { state: string }) => x.state)).toEqual(['contacted', 'seen']);
    expect(inbox.count(a.tenant.email)).toBe(2);
    expect(inbox.last(a.tenant.email).text).toContain(`The owner has seen your application to ${name}.`);
    expect(inbox.count(b.tenant.email)).toBe(bMails);

    // Opening them again moves nothing and mails nobody.
    await applicants(listingId, owner.token);
    expect(inbox.count(a.tenant.email)).toBe(2);
  });

  it('refuses others: 404 where they may not see the listing, 403 where they may, 401 logged out', async () => {
    const { id: open } = await hostel();
    const { id: unverified } = await hostel({ verified: false });
    expect((await applicants(open, stranger.token)).statusCode).toBe(403);
    expect((await applicants(unverified, stranger.token)).statusCode).toBe(404);
    expect((await applicants(open)).statusCode).toBe(401);
    expect((await applicants(unverified, owner.token)).statusCode).toBe(200);
  });
});
