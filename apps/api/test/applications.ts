import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, nextIp } from './factories';
import { buildTestApp } from './helper';
import { applicant } from './listings';
import { startInbox } from './mail-inbox';
import { loggedInAccount } from './shortlist';

export type Account = Awaited<ReturnType<typeof loggedInAccount>>;

/** The application tests' app, sending its mail (the tenant's state changes) to a test inbox. */
export async function applicationsApp() {
  const inbox = await startInbox();
  const app = await buildTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://gharbhada.test' } });
  return { inbox, app };
}

/** Who the application tests start from: Asha, an admin, and Hari, who owns the listings. */
export async function adminAndOwnerAccounts(app: FastifyInstance) {
  return {
    admin: await loggedInAccount(app, 'Asha Admin', 'ADMIN'),
    owner: await loggedInAccount(app, 'Hari Owner'),
  };
}

/** An application from `email` to the listing, logged in when `token` is given. */
export const applyTo = (
  app: FastifyInstance,
  listingId: string,
  email: string,
  { token, kind = 'hostel' }: { token?: string | undefined; kind?: 'hostel' | 'property' } = {},
) =>
  app.inject({
    method: 'POST',
    url:
      kind === 'hostel' ? `/api/buyers/add-buyer/hostel/${listingId}` : `/api/buyers/add-buyer/${listingId}`,
    payload: applicant(email),
    remoteAddress: nextIp(),
    ...(token && { headers: bearer(token) }),
  });

/** PUT /api/applications/{id}/state, by the holder of `token` (anonymous without one). */
export const moveApplication = (app: FastifyInstance, id: string, state: string, token?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/applications/${id}/state`,
    payload: { state },
    ...(token && { headers: bearer(token) }),
  });

/** A new tenant's account, logged in, that applies to the listing: the application's id and the tenant. */
export async function applicationFrom(
  app: FastifyInstance,
  listingId: string,
  { kind = 'hostel', name = 'Tara Tenant' }: { kind?: 'hostel' | 'property'; name?: string } = {},
) {
  const tenant = await loggedInAccount(app, name);
  const res = await applyTo(app, listingId, tenant.email, { token: tenant.token, kind });
  expect(res.statusCode, res.body).toBe(201);
  return { tenant, id: res.json<{ data: { _id: string } }>().data._id };
}
