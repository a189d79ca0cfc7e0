import { createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import { openDatabase, queryRows, type Tx } from '../../db/client';
import { connectClient, postgresAddress } from '../../db/connect-error';
import type { ImageStore } from '../../integrations/image-store';
import { codeSchemaVersion, tablesInLoadOrder } from './catalog';
import { RestoreError } from './errors';
import { copyHashed, hashFile, isEmptyFolder } from './files';
import { PHOTOS_DIR, readManifest, SECRETS_FILE, type BackupFile, type Manifest } from './manifest';

/**
 * Where to restore: PostgreSQL (a postgres:// URL) or PGlite in DATA_DIR; the photos into
 * `photos` (an empty S3 bucket) when given, else into DATA_DIR/uploads.
 */
export type RestoreTarget = { databaseUrl: string | undefined; dataDir: string; photos?: ImageStore };

const ROWS_AT_ONCE = 500;
const FILES_AT_ONCE = 8;

/**
 * Brings a backup back into an empty DATA_DIR and (with a postgres:// URL) an empty database:
 * checks the backup against its manifest, copies the photos, migrates, loads every table in
 * one transaction in dependency order, restores the sequences and checks every count. A failed
 * restore leaves the target empty again.
 */
export async function restoreBackup(folder: string, target: RestoreTarget): Promise<Manifest> {
  const source = path.resolve(folder);
  const manifest = await readManifest(source);
  await checkSchema(manifest);
  for (const table of manifest.tables) await checkFile(source, table);
  const dataDir = path.resolve(target.dataDir);
  if (!(await isEmptyFolder(dataDir)))
    throw new RestoreError(
      `DATA_DIR ${dataDir} is not empty: restore only into an empty DATA_DIR (a new folder), so nothing there is overwritten`,
    );
  if (target.databaseUrl) await requireEmptyPostgres(target.databaseUrl);
  const store = target.photos;
  if (store) await requireNoPhotos(store);

  // Taken first: with PGlite it locks DATA_DIR, so no server starts on it while files arrive.
  const database = await openDatabase(
    target.databaseUrl ?? { dataDir, owner: 'the restore (npm run restore)' },
  );
  const stored: string[] = [];
  try {
    const limit = pLimit(FILES_AT_ONCE);
    await Promise.all(
      manifest.photos.map((photo) =>
        limit(() =>
          store
            ? restoreIntoStore(path.join(source, PHOTOS_DIR, photo.file), store, photo, stored)
            : restoreFile(
                path.join(source, PHOTOS_DIR, photo.file),
                path.join(dataDir, 'uploads', photo.file),
                photo,
              ),
        ),
      ),
    );
    if (manifest.secrets)
      await restoreFile(path.join(source, SECRETS_FILE), path.join(dataDir, SECRETS_FILE), manifest.secrets);
    await database.db.transaction((tx) => loadTables(tx, source, manifest));
  } catch (error) {
    await database.close();
    // The bucket held no photo before: those in it now are this restore's.
    await store?.remove(stored).catch(() => undefined);
    // DATA_DIR was empty before: what is in it now is this restore's.
    const entries = await readdir(dataDir).catch(() => []);
    await Promise.all(entries.map((e) => rm(path.join(dataDir, e), { recursive: true, force: true })));
    throw error;
  }
  await database.close();
  return manifest;
}

async function checkSchema(manifest: Manifest) {
  const code = await codeSchemaVersion();
  const backup = manifest.schema;
  if (backup.migrations === code.migrations && backup.lastMigrationAt === code.lastMigrationAt) return;
  throw new RestoreError(
    backup.migrations > code.migrations
      ? `this backup has ${backup.migrations} migrations applied and this version of the app knows ${code.migrations}: restore it with the version that made it (or a newer one that knows them)`
      : `this backup has ${backup.migrations} migrations applied and this version of the app ${code.migrations}: restore it with the version that made it, then start this version, which migrates it`,
  );
}

async function checkFile(folder: string, expected: BackupFile) {
  const found = await hashFile(path.join(folder, expected.file)).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  });
  if (!found) throw new RestoreError(`the backup is damaged: ${expected.file} is missing`);
  if (found.sha256 !== expected.sha256 || found.bytes !== expected.bytes)
    throw new RestoreError(`the backup is damaged: ${expected.file} is not what its manifest says`);
}

async function restoreFile(from: string, to: string, expected: BackupFile) {
  const copied = await copyHashed(from, to).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new RestoreError(`the backup is damaged: ${expected.file} is missing`);
    throw error;
  });
  if (copied.sha256 !== expected.sha256 || copied.bytes !== expected.bytes)
    throw new RestoreError(`the backup is damaged: ${expected.file} is not what its manifest says`);
}

/** A bucket that holds a photo already is not a target: nothing is overwritten or mixed in. */
async function requireNoPhotos(store: ImageStore) {
  for await (const file of store.list())
    throw new RestoreError(
      `the photo bucket is not empty (it has ${file.key}): restore only into an empty bucket, so nothing there is overwritten`,
    );
}

/** Checks the photo against its manifest entry, then writes it into the store. */
async function restoreIntoStore(from: string, store: ImageStore, expected: BackupFile, stored: string[]) {
  const data = await readFile(from).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new RestoreError(`the backup is damaged: ${expected.file} is missing`);
    throw error;
  });
  const sha256 = createHash('sha256').update(data).digest('hex');
  if (sha256 !== expected.sha256 || data.length !== expected.bytes)
    throw new RestoreError(`the backup is damaged: ${expected.file} is not what its manifest says`);
  await store.put(expected.file, data, 'image/webp');
  stored.push(expected.file);
}

/** A database with a row in any table of its schema is not a target: nothing is overwritten. */
export async function requireEmptyPostgres(url: string) {
  const client = await connectClient(url);
  try {
    const { rows } = await client.query<{ name: string }>(
      `select quote_ident(relname) as name from pg_class
        where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p') order by 1`,
    );
    for (const { name } of rows) {
      const found = await client.query(`select 1 from ${name} limit 1`);
      if (found.rowCount)
        throw new RestoreError(
          `the database at ${postgresAddress(url)} (${client.database}) is not empty: table ${name} has rows. ` +
            'Restore only into an empty database (e.g. createdb ghar_bhada_restored)',
        );
    }
  } finally {
    await client.end();
  }
}

async function loadTables(tx: Tx, folder: string, manifest: Manifest) {
  const tables = (await tablesInLoadOrder(tx)).map((t) => t.name);
  const backedUp = manifest.tables.map((t) => t.name);
  const unknown = backedUp.filter((name) => !tables.includes(name));
  if (unknown.length > 0)
    throw new RestoreError(`the backup has tables this database has not: ${unknown.join(', ')}`);
  // In the database's dependency order, so every row's references are there before it.
  for (const name of tables) {
    const table = manifest.tables.find((t) => t.name === name);
    if (table) await loadTable(tx, name, path.join(folder, table.file));
  }
  for (const s of manifest.sequences)
    await tx.execute(
      sql`select setval(quote_ident(${s.name})::regclass, ${s.lastValue}::bigint, ${s.isCalled})`,
    );
  for (const table of manifest.tables) {
    const [row] = await queryRows<{ count: string | number }>(
      tx,
      sql`select count(*) as count from ${sql.identifier(table.name)}`,
    );
    if (Number(row!.count) !== table.rows)
      throw new RestoreError(`${table.name}: ${row!.count} rows restored, the backup has ${table.rows}`);
  }
}

async function loadTable(tx: Tx, name: string, file: string) {
  let batch: string[] = [];
  const insert = async () => {
    const rows = `[${batch.join(',')}]`;
    batch = [];
    await tx.execute(
      sql`insert into ${sql.identifier(name)} select * from json_populate_recordset(null::${sql.identifier(name)}, ${rows}::json)`,
    );
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= ROWS_AT_ONCE) await insert();
  }
  if (batch.length > 0) await insert();
}
