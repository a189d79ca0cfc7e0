import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Db } from '../../db/client';
import { everyFile, everyRow, seedOneOfEachKind } from '../../../test/contents';
import { createPostgresTestDatabase, postgresServerFor } from '../../../test/database';
import { buildTestApp } from '../../../test/helper';
import { migrateToPostgres } from './migrate-to-postgres';

// The source is always the embedded database in DATA_DIR, running as in production; the target a
// new database on the PostgreSQL server of TEST_DATABASE_URL, on either test project.
const app = await buildTestApp({ env: { DATABASE_URL: '' } });
const hasPostgres = postgresServerFor('The migration to PostgreSQL test');
const target = hasPostgres
  ? await createPostgresTestDatabase('the migration to PostgreSQL test')
  : { url: '', drop: async () => {} };
const scratch = await mkdtemp(path.join(tmpdir(), 'gb-migrate-test-'));
const workDir = path.join(scratch, 'work');
await mkdir(workDir);
let migrated: { db: Db; close: () => Promise<void> } | undefined;
afterAll(async () => {
  await migrated?.close();
  await target.drop();
  await rm(scratch, { recursive: true, force: true });
});

beforeAll(async () => {
  await seedOneOfEachKind(app);
});

/** The tables of the target database, to see that a refusal did not even migrate it. */
async function tablesOfTarget() {
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = current_schema()`,
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

describe.runIf(hasPostgres)('npm run migrate-to-postgres', () => {
  it('refuses a new DATA_DIR that is not empty before reading anything, changing nothing', async () => {
    const full = await mkdtemp(path.join(scratch, 'full-'));
    await writeFile(path.join(full, 'notes.txt'), 'keep me');
    await expect(
      migrateToPostgres(app.config, { databaseUrl: target.url, dataDir: full }, workDir),
    ).rejects.toThrow(/the new DATA_DIR .* is not empty/);
    expect(await readdir(full)).toEqual(['notes.txt']);
    expect(await tablesOfTarget()).toEqual([]);
    expect(await readdir(workDir)).toEqual([]);
  });

  it(
    'copies every row of every table and every photo file of a running embedded installation',
    { timeout: 30_000 },
    async () => {
      const rows = await everyRow(app.db);
      const uploads = path.join(app.dataDir, 'uploads');
      const files = await everyFile(uploads);
      for (const table of [
        'users',
        'listings',
        'listing_images',
        'applications',
        'tasks',
        'task_assignees',
        'reports',
      ])
        expect(rows[table], table).not.toHaveLength(0);
      expect(files.size).toBe(2 * rows.listing_images!.length);

      const dataDir = path.join(scratch, 'new-data-dir');
      const { manifest, via } = await migrateToPostgres(
        app.config,
        { databaseUrl: target.url, dataDir },
        workDir,
      );
      expect(via).toBe('the running server');
      expect(manifest.missingPhotos).toEqual([]);

      migrated = await openDatabase(target.url);
      expect(await everyRow(migrated.db)).toEqual(rows);
      const copied = await everyFile(path.join(dataDir, 'uploads'));
      expect([...copied.keys()].sort()).toEqual([...files.keys()].sort());
      for (const [file, bytes] of files) expect(copied.get(file)!.equals(bytes), file).toBe(true);
      expect(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')).toBe(
        await readFile(path.join(app.dataDir, 'secrets.json'), 'utf8'),
      );
      // The temporary backup is gone; the source is as it was.
      expect(await readdir(workDir)).toEqual([]);
      expect(await everyRow(app.db)).toEqual(rows);
      expect((await everyFile(uploads)).size).toBe(files.size);
    },
  );

  it('refuses a database that already has rows, changing nothing', async () => {
    const rows = await everyRow(migrated!.db);
    const dataDir = path.join(scratch, 'second-data-dir');
    await expect(
      migrateToPostgres(app.config, { databaseUrl: target.url, dataDir }, workDir),
    ).rejects.toThrow(/is not empty: table .* has rows/);
    expect(await readdir(dataDir).catch(() => [])).toEqual([]);
    expect(await readdir(workDir)).toEqual([]);
    expect(await everyRow(migrated!.db)).toEqual(rows);
  });
});
