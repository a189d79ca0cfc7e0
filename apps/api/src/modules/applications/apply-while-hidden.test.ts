import { LISTING_CODES } from '@app/shared';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories';
import { testDatabaseKind } from '../../../test/database';
import { buildTestApp } from '../../../test/helper';
import { applicant } from '../../../test/listings';
import { listingOf, loggedInAccount } from '../../../test/shortlist';
import { applications } from '../../db/tables/applications';
import { listings } from '../../db/tables/listings';

/*
 * An application decided on a listing read a moment before it was hidden must not be stored: the
 * rule is asked again with the listing's row held. Reproducing the moment needs a second
 * connection holding the hide's transaction open, so this runs on the PostgreSQL server only
 * (PGlite has one connection: there is no moment in between). `.ci/run` always has one.
 */
const onPostgres = testDatabaseKind === 'postgres';
if (!onPostgres)
  console.warn('apply-while-hidden: runs in the api:postgres project only (one connection on PGlite)');

describe.runIf(onPostgres)('applying while the admin hides the listing', () => {
  it('waits for the hide to commit, then refuses and stores nothing', async () => {
    const app = await buildTestApp();
    const owner = await loggedInAccount(app, 'Hari Owner');
    const tenant = (await loggedInAccount(app, 'Tara Tenant')).token;
    const id = await listingOf(app, owner.id, { name: 'Hostel Being Hidden' });

    const apply = () =>
      app.inject({
        method: 'POST',
        url: `/api/buyers/add-buyer/hostel/${id}`,
        headers: bearer(tenant),
        payload: applicant('tara@example.com'),
      });
    // Returned wrapped: returning the promise itself would make the transaction wait for it.
    const { pending: applied } = await app.db.transaction(async (tx) => {
      await tx.update(listings).set({ hiddenAt: new Date() }).where(eq(listings.id, id));
      const pending = apply();
      // Until the application is answered (it was not held back) or waits for this row's lock.
      let answered = false;
      void pending.then(() => (answered = true));
      while (!answered) {
        const [waiting] = await app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
        if ((waiting?.n ?? 0) > 0) break;
      }
      return { pending };
    });

    const res = await applied;
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ messageCode: LISTING_CODES.notFound });
    const [stored] = await app.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.listingId, id));
    expect(stored?.n).toBe(0);
    await app.close();
  });
});
