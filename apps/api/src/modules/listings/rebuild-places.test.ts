import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { addMigratedDatabase, createTestDatabase, testDatabaseKind } from '../../../test/database';
import { buildTestApp } from '../../../test/helper';
import { seedListing } from '../../../test/search-factory';
import { searchRowsFromScratch, storedSearchRows } from '../../../test/search-rows';
import { openDatabase, type Db } from '../../db/client';
import { runUnlessRunningElsewhere } from '../../db/advisory-locks';
import { SEARCH_CHANGED_CHANNEL } from '../../db/coordination';
import { insertUser } from '../auth/repository';
import { placesInText } from '../geocode/place-resolver';
import { rebuildPlacesIn, rebuildSearchPlaces } from './rebuild-places';
import { insertListings } from './repository';
import { inSearchTransaction } from './search-transaction';

/**
 * The place list after an edit: Lakeside is gone (its listings stay under Pokhara and Kaski), and a
 * new town, Gorkhatown in Gorkha, names listings no place named before.
 */
const editedGazetteer = (location: string) =>
  location.includes('Gorkhatown')
    ? ['gorkhatown', 'district:gorkha']
    : placesInText(location).filter((place) => place !== 'lakeside');

const LOCATIONS = ['Lakeside, Pokhara', 'Lakeside, Pokhara', 'Thamel, Kathmandu', 'Gorkhatown heights'];

const app = await buildTestApp();
const { db } = app;

describe('rebuilding the search rows after the place list changed', () => {
  it('derives every listing’s rows from the new list, changes only what differs, and a second run nothing', async () => {
    const owner = await createUser(app);
    for (const location of LOCATIONS) await seedListing(app, owner.id, { location });
    await seedListing(app, owner.id, { location: 'Lakeside, Pokhara', verified: false });
    expect(await storedSearchRows(db)).toEqual(await searchRowsFromScratch(db));

    const rebuilt = await rebuildSearchPlaces(db, editedGazetteer);
    expect(await storedSearchRows(db)).toEqual(await searchRowsFromScratch(db, editedGazetteer));
    // Two Lakeside rows removed; Gorkhatown's two added; the unverified listing has none either way.
    expect(rebuilt).toEqual({ listings: 5, changed: 3, removed: 2, written: 2 });
    expect(await rebuildSearchPlaces(db, editedGazetteer)).toEqual({
      listings: 5,
      changed: 0,
      removed: 0,
      written: 0,
    });

    // Back to the built-in list: the rows are as a write would have made them.
    expect(await rebuildSearchPlaces(db)).toEqual({ listings: 5, changed: 3, removed: 2, written: 2 });
    expect(await storedSearchRows(db)).toEqual(await searchRowsFromScratch(db));
  });

  it('corrects a copied column that went wrong, rewriting only that listing’s rows', async () => {
    const [wrong] = await storedSearchRows(db);
    await db.execute(sql`update listing_places set price = -1 where listing_id = ${wrong!.listingId}`);
    const rows = (await storedSearchRows(db)).filter((r) => r.listingId === wrong!.listingId).length;
    expect(await rebuildSearchPlaces(db)).toEqual({ listings: 5, changed: 1, removed: 0, written: rows });
    expect(await storedSearchRows(db)).toEqual(await searchRowsFromScratch(db));
  });
});

describe('npm run search:rebuild-places', async () => {
  const scratch = await mkdtemp(path.join(tmpdir(), 'gb-rebuild-test-'));
  const database = testDatabaseKind === 'postgres' ? await createTestDatabase() : undefined;
  if (!database) await addMigratedDatabase(scratch);
  afterAll(async () => {
    await database?.drop();
    await rm(scratch, { recursive: true, force: true });
  });
  /** The command's configuration: PGlite in its own DATA_DIR, or a PostgreSQL database of its own. */
  const config = { dataDir: scratch, databaseUrl: database?.url };
  const open = () => openDatabase(config.databaseUrl ?? { dataDir: scratch, owner: 'the rebuild test' });

  async function seed(db: Db) {
    const owner = await insertUser(db, { name: 'Owner', email: 'owner@example.com', passwordHash: 'x' });
    const listings = LOCATIONS.map((location) => ({
      kind: 'hostel' as const,
      ownerId: owner!.id,
      name: location,
      location,
      contactNo1: '9841234567',
      verified: true,
    }));
    await inSearchTransaction(
      db,
      (tx) => insertListings(tx, listings),
      () => {},
    );
  }

  it(
    'rebuilds the configured database, says what changed, and changes nothing the second time',
    { timeout: 90_000 },
    async () => {
      const opened = await open();
      await seed(opened.db);
      await opened.close();

      const expected = { listings: 4, changed: 3, removed: 2, written: 2 };
      expect(await rebuildPlacesIn(config, editedGazetteer)).toEqual(expected);
      expect(await rebuildPlacesIn(config, editedGazetteer)).toEqual({
        ...expected,
        changed: 0,
        removed: 0,
        written: 0,
      });
    },
  );

  it(
    testDatabaseKind === 'pglite'
      ? 'is refused, changing nothing, while the server has DATA_DIR open'
      : 'runs once at a time, and tells the running servers to forget remembered searches',
    { timeout: 60_000 },
    async () => {
      const opened = await open();
      try {
        // As the rebuilds above left them.
        expect(await storedSearchRows(opened.db)).toEqual(
          await searchRowsFromScratch(opened.db, editedGazetteer),
        );
        if (!opened.pool) {
          await expect(rebuildPlacesIn(config)).rejects.toThrow(/is in use by the rebuild test/);
          expect(await storedSearchRows(opened.db)).toEqual(
            await searchRowsFromScratch(opened.db, editedGazetteer),
          );
          return;
        }
        const alreadyRunning = runUnlessRunningElsewhere(opened.pool, 'rebuild search places', async () => {
          await expect(rebuildPlacesIn(config)).rejects.toThrow(/another rebuild/);
        });
        expect(await alreadyRunning).toBe(true);
        const listener = new pg.Client({ connectionString: config.databaseUrl });
        await listener.connect();
        try {
          const heard = new Promise<string | undefined>((resolve) =>
            listener.on('notification', (message) => resolve(message.payload)),
          );
          await listener.query(`LISTEN ${SEARCH_CHANGED_CHANNEL}`);
          expect(await rebuildPlacesIn(config)).toMatchObject({ changed: 3 });
          expect(await heard).toBe('rebuild search places');
        } finally {
          await listener.end();
        }
      } finally {
        await opened.close();
      }
    },
  );
});
