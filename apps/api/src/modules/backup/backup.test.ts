import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase, queryRows, type DbOrTx } from '../../db/client';
import { everyFile, everyRow, seedOneOfEachKind } from '../../../test/contents';
import { createTestDatabase, testDatabaseKind } from '../../../test/database';
import { bearer } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import type { Manifest } from './manifest';
import { runBackup, runRestore } from './run';

// On PGlite the server keeps its database in DATA_DIR (as in production), not in memory.
const app = await buildTestApp(testDatabaseKind === 'pglite' ? { env: { DATABASE_URL: '' } } : {});
const scratch = await mkdtemp(path.join(tmpdir(), 'gb-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await rm(scratch, { recursive: true, force: true });
});

let owner: string;
let doomed: string;

beforeAll(async () => {
  ({ owner, doomed } = await seedOneOfEachKind(app));
});

const deleteDoomed = () =>
  app.inject({ method: 'DELETE', url: `/api/hostels/delete-hostel/${doomed}`, headers: bearer(owner) });

/** Until another connection waits for a lock held by the backup's transaction (PostgreSQL). */
async function untilSomeoneWaitsForALock() {
  for (let i = 0; i < 2000; i += 1) {
    const [row] = await queryRows<{ waiting: string | number }>(
      app.db,
      sql`select count(*) as waiting from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(row!.waiting) > 0) return;
  }
  throw new Error('the delete never waited for the backup');
}

/** A fresh, empty target: a DATA_DIR, and on PostgreSQL a new database. */
async function freshTarget() {
  const dataDir = await mkdtemp(path.join(scratch, 'target-'));
  const database = testDatabaseKind === 'postgres' ? await createTestDatabase() : undefined;
  if (database) cleanups.push(database.drop);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const open = async () => {
    const opened = await openDatabase(config.databaseUrl ?? { dataDir, owner: 'the backup test' });
    cleanups.push(opened.close);
    return opened.db;
  };
  return { config, dataDir, open };
}

let backup: string;
let rowsAtBackup: Record<string, string[]>;
let restored: Awaited<ReturnType<typeof freshTarget>> & { db: DbOrTx };

describe('backup and restore', () => {
  it(
    'a backup taken while a listing and its photos are deleted restores every row and file of one moment',
    { timeout: 30_000 },
    async () => {
      rowsAtBackup = await everyRow(app.db);
      const uploads = path.join(app.dataDir, 'uploads');
      const filesAtBackup = await everyFile(uploads);
      expect(rowsAtBackup.listing_images).toHaveLength(4);
      expect(filesAtBackup.size).toBe(8);
      backup = path.join(scratch, 'backup');

      // The delete lands after the rows are read and before the photo files are copied: the
      // backup must still hold the photos its rows name, though their files are then removed.
      let deleted: ReturnType<typeof deleteDoomed> | undefined;
      const beforePhotos = async () => {
        deleted = deleteDoomed();
        // PGlite: the server's own backup, whose snapshot transaction has ended; the delete
        // commits and its file removals wait for the backup. PostgreSQL: the command's own
        // connection, whose locks on the photo rows keep the delete waiting until it commits.
        if (testDatabaseKind === 'pglite') expect((await deleted).statusCode).toBe(200);
        else await untilSomeoneWaitsForALock();
      };
      const manifest: Manifest =
        testDatabaseKind === 'pglite'
          ? await app.backUp(backup, { beforePhotos })
          : (await runBackup(app.config, backup, { beforePhotos })).manifest;
      expect((await deleted!).statusCode).toBe(200);

      // The delete happened: the source moved on, and the doomed hostel's files are gone.
      const rowsAfter = await everyRow(app.db);
      expect(rowsAfter.listing_images).toHaveLength(2);
      expect((await everyFile(uploads)).size).toBe(4);

      expect(manifest.missingPhotos).toEqual([]);
      expect(manifest.photos).toHaveLength(8);
      for (const table of manifest.tables) expect(table.rows).toBe(rowsAtBackup[table.name]!.length);
      expect(manifest.tables.map((t) => t.name).sort()).toEqual(Object.keys(rowsAtBackup).sort());

      const target = await freshTarget();
      await runRestore(target.config, backup);
      restored = { ...target, db: await target.open() };
      expect(await everyRow(restored.db)).toEqual(rowsAtBackup);
      const restoredFiles = await everyFile(path.join(target.dataDir, 'uploads'));
      expect([...restoredFiles.keys()].sort()).toEqual([...filesAtBackup.keys()].sort());
      for (const [file, bytes] of filesAtBackup) expect(restoredFiles.get(file)!.equals(bytes)).toBe(true);
      expect(await readFile(path.join(target.dataDir, 'secrets.json'), 'utf8')).toBe(
        await readFile(path.join(app.dataDir, 'secrets.json'), 'utf8'),
      );
    },
  );

  it('npm run backup goes through the running server on PGlite, and connects itself on PostgreSQL', async () => {
    const folder = path.join(scratch, 'by-command');
    const { manifest, via } = await runBackup(app.config, folder);
    expect(via).toBe(testDatabaseKind === 'pglite' ? 'the running server' : 'this command');
    const rows = await everyRow(app.db);
    for (const table of manifest.tables) expect(table.rows).toBe(rows[table.name]!.length);
    expect(manifest.photos.map((p) => p.file).sort()).toEqual(
      [...(await everyFile(path.join(app.dataDir, 'uploads'))).keys()].sort(),
    );
    await expect(runBackup(app.config, folder)).rejects.toThrow(
      /is not empty: back up into a new or empty folder/,
    );
  });

  it('restore refuses a DATA_DIR or database that is not empty, and changes nothing there', async () => {
    const listing = async () => (await readdir(restored.dataDir, { recursive: true })).sort();
    const filesBefore = await listing();
    await expect(runRestore(restored.config, backup)).rejects.toThrow(/DATA_DIR .* is not empty/);
    expect(await listing()).toEqual(filesBefore);
    if (testDatabaseKind === 'postgres') {
      const emptyDir = await mkdtemp(path.join(scratch, 'empty-'));
      const sameDatabase = { ...restored.config, dataDir: emptyDir };
      await expect(runRestore(sameDatabase, backup)).rejects.toThrow(/is not empty: table .* has rows/);
      expect(await readdir(emptyDir)).toEqual([]);
    }
    expect(await everyRow(restored.db)).toEqual(rowsAtBackup);
  });
});
