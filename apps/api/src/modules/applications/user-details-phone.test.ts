import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/tables/applications';
import { bearer, nextIp } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { applicant } from '../../../test/listings';
import { listingOf, loggedInAccount } from '../../../test/shortlist';

/*
 * GET /api/user/user-details' `phone`: what the user gave on their own newest application, so the
 * apply form can start from it. Accounts hold no phone number (docs/decisions/0024).
 */

const app = await buildTestApp();
let owner: Awaited<ReturnType<typeof loggedInAccount>>;

beforeAll(async () => {
  owner = await loggedInAccount(app, 'Hari Owner');
});

async function applied(phone: string, email: string, token?: string) {
  const listingId = await listingOf(app, owner.id);
  const res = await app.inject({
    method: 'POST',
    url: `/api/buyers/add-buyer/hostel/${listingId}`,
    payload: { ...applicant(email), phone },
    remoteAddress: nextIp(),
    ...(token && { headers: bearer(token) }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { _id: string } }>().data._id;
}

const madeAt = (id: string, createdAt: Date) =>
  app.db.update(applications).set({ createdAt }).where(eq(applications.id, id));

async function phoneOf(token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/user/user-details', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Record<string, unknown> }>().data.phone;
}

describe('GET /api/user/user-details: phone', () => {
  it('is null for a user who never applied', async () => {
    const tenant = await loggedInAccount(app, 'New Tenant');
    expect(await phoneOf(tenant.token)).toBeNull();
  });

  it("is the phone of the user's newest application, by when each was made", async () => {
    const tenant = await loggedInAccount(app, 'Two Applications');
    const first = await applied('9800000001', tenant.email, tenant.token);
    const second = await applied('9800000002', tenant.email, tenant.token);
    await madeAt(first, new Date('2026-03-01T10:00:00Z'));
    await madeAt(second, new Date('2026-03-02T10:00:00Z'));
    expect(await phoneOf(tenant.token)).toBe('9800000002');

    // The order they were made in decides, not the order they were stored in.
    await madeAt(first, new Date('2026-03-03T10:00:00Z'));
    expect(await phoneOf(tenant.token)).toBe('9800000001');
  });

  it('skips an application the owner removed', async () => {
    const tenant = await loggedInAccount(app, 'Removed Tenant');
    const kept = await applied('9800000011', tenant.email, tenant.token);
    const removed = await applied('9800000012', tenant.email, tenant.token);
    await madeAt(kept, new Date('2026-03-01T10:00:00Z'));
    await madeAt(removed, new Date('2026-03-02T10:00:00Z'));
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/buyers/delete-buyer/${removed}`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await phoneOf(tenant.token)).toBe('9800000011');
  });

  it("never shows another user's phone, nor one typed logged out with the user's address", async () => {
    const tenant = await loggedInAccount(app, 'Own Tenant');
    const other = await loggedInAccount(app, 'Other Tenant');
    const own = await applied('9800000021', tenant.email, tenant.token);
    // Newer than the user's own, by another account (with the user's address typed) and logged out.
    const others = await applied('9800000022', tenant.email, other.token);
    const loggedOut = await applied('9800000023', tenant.email);
    await madeAt(own, new Date('2026-03-01T10:00:00Z'));
    await madeAt(others, new Date('2026-03-02T10:00:00Z'));
    await madeAt(loggedOut, new Date('2026-03-03T10:00:00Z'));

    expect(await phoneOf(tenant.token)).toBe('9800000021');
    expect(await phoneOf(other.token)).toBe('9800000022');
    expect(await phoneOf(owner.token)).toBeNull();
  });
});
