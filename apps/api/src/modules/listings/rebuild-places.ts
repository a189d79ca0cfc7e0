import { asc, gt } from 'drizzle-orm';
import { openDatabase, type Db } from '../../db/client';
import { runUnlessRunningElsewhere } from '../../db/advisory-locks';
import { announceSearchChange } from '../../db/coordination';
import { listings } from '../../db/tables/listings';
import { StartupError } from '../../lib/startup-error';
import { syncSearchRows, type PlacesOf } from './search-rows';
import { inSearchTransaction } from './search-transaction';

/** Listings a transaction of the rebuild reads and holds. */
const BATCH = 500;
/** The job name its PostgreSQL advisory lock is taken under. */
const JOB = 'rebuild search places';

export type RebuildResult = {
  /** Listings read. */
  listings: number;
  /** Listings whose search rows changed. */
  changed: number;
  removed: number;
  /** Rows added, or whose copies were wrong and were corrected. */
  written: number;
};

/**
 * Derives every listing's search rows afresh, its places from the gazetteer as it is now
 * (`placesOf`): rows are otherwise derived only when a listing is written, so run this after the
 * place list changed. Rows already right are left as they are: a second run changes nothing. A
 * batch of listings at a time, each in one transaction that holds its listings' rows (FOR SHARE),
 * so a write to one of them waits for the batch instead of racing it. Tells no search cache:
 * the caller does, once.
 */
export async function rebuildSearchPlaces(db: Db, placesOf?: PlacesOf): Promise<RebuildResult> {
  const result: RebuildResult = { listings: 0, changed: 0, removed: 0, written: 0 };
  for (let after: string | undefined; ;) {
    const batch = await inSearchTransaction(
      db,
      async (tx) => {
        const rows = await tx
          .select({ id: listings.id, location: listings.location })
          .from(listings)
          .where(after === undefined ? undefined : gt(listings.id, after))
          .orderBy(asc(listings.id))
          .limit(BATCH)
          .for('share');
        return { rows, changes: await syncSearchRows(tx, rows, { placesOf }) };
      },
      () => {},
    );
    result.listings += batch.rows.length;
    result.changed += batch.changes.listings.size;
    result.removed += batch.changes.removed;
    result.written += batch.changes.written;
    after = batch.rows.at(-1)?.id;
    if (batch.rows.length < BATCH) return result;
  }
}

/**
 * `npm run search:rebuild-places`: on PGlite in DATA_DIR it takes DATA_DIR's lock, so it is refused
 * (changing nothing) while the server runs: stop the server first. On PostgreSQL it runs beside
 * the servers, under the advisory lock of a job (a second rebuild at once is refused), and then
 * tells them to forget their remembered searches. Migrates the database first, as a server does.
 */
export async function rebuildPlacesIn(
  config: { databaseUrl?: string; dataDir: string },
  placesOf?: PlacesOf,
): Promise<RebuildResult> {
  const owner = 'the search rows rebuild (npm run search:rebuild-places)';
  const database = await openDatabase(config.databaseUrl ?? { dataDir: config.dataDir, owner });
  try {
    const { pool } = database;
    if (!pool) return await rebuildSearchPlaces(database.db, placesOf);
    let result: RebuildResult | undefined;
    const ran = await runUnlessRunningElsewhere(pool, JOB, async () => {
      result = await rebuildSearchPlaces(database.db, placesOf);
    });
    if (!ran || !result)
      throw new StartupError('another rebuild of the search rows is running on this database');
    if (result.changed > 0) await announceSearchChange(pool, JOB);
    return result;
  } finally {
    await database.close();
  }
}
