import type { Role, ShortlistEntry } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, createUser, login } from './factories';
import { seedListing, writeListings, type ListingSeed } from './search-factory';
import { listings } from '../src/db/tables/listings';
import { updateListingsWhere } from '../src/modules/listings/repository';

/** The shortlist routes as the tests call them. */
export function shortlistCalls(app: FastifyInstance) {
  const auth = (token?: string) => (token ? { headers: bearer(token) } : {});
  return {
    save: (token: string | undefined, id: string) =>
      app.inject({ method: 'PUT', url: `/api/shortlist/${id}`, ...auth(token) }),
    remove: (token: string | undefined, id: string) =>
      app.inject({ method: 'DELETE', url: `/api/shortlist/${id}`, ...auth(token) }),
    merge: (token: string | undefined, ids: unknown) =>
      app.inject({ method: 'POST', url: '/api/shortlist/merge', payload: { ids }, ...auth(token) }),
    share: (token: string | undefined) =>
      app.inject({ method: 'POST', url: '/api/shortlist/share', ...auth(token) }),
    stopSharing: (token: string | undefined) =>
      app.inject({ method: 'DELETE', url: '/api/shortlist/share', ...auth(token) }),
    shared: (shareToken: string) => app.inject({ method: 'GET', url: `/api/shortlist/shared/${shareToken}` }),
    async list(token: string) {
      const res = await app.inject({ method: 'GET', url: '/api/shortlist', ...auth(token) });
      if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.body}`);
      return res.json<{ data: ShortlistEntry[] }>().data;
    },
    async ids(token: string) {
      const res = await app.inject({ method: 'GET', url: '/api/shortlist/ids', ...auth(token) });
      if (res.statusCode !== 200) throw new Error(`ids: ${res.statusCode} ${res.body}`);
      return res.json<{ data: { ids: string[] } }>().data.ids;
    },
  };
}

/** A logged-in account: its id, email and access token. */
export async function loggedInAccount(app: FastifyInstance, name: string, role: Role = 'USER') {
  const user = await createUser(app, { name, role });
  return { id: user.id, email: user.email, token: (await login(app, user.email)).accessToken };
}

/** A listing of `ownerId` (verified unless said otherwise), stored without photos. */
export const listingOf = (app: FastifyInstance, ownerId: string, seed: Partial<ListingSeed> = {}) =>
  seedListing(app, ownerId, { location: 'Lakeside, Pokhara', ...seed });

/** Changes a listing's row as the trust rules or the admin would. */
export async function setListing(
  app: FastifyInstance,
  id: string,
  values: Partial<typeof listings.$inferInsert>,
) {
  await writeListings(app, (tx) => updateListingsWhere(tx, eq(listings.id, id), values));
}
