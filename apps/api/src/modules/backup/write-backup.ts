import { createHash } from 'node:crypto';
import { mkdir, open, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { createLocalImageStore, type ImageStore } from '../../integrations/image-store';
import { variantKey } from '../images/service';
import { databaseSchemaVersion, sequencePositions, tablesInLoadOrder, type TableInfo } from './catalog';
import { BackupError } from './errors';
import { copyHashed, isEmptyFolder, writeHashed } from './files';
import {
  MANIFEST_FILE,
  PHOTOS_DIR,
  SECRETS_FILE,
  TABLES_DIR,
  type BackupFile,
  type Manifest,
} from './manifest';

export type BackupSource = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** DATA_DIR: secrets in secrets.json, and photos in uploads/ unless `photos` says otherwise. */
  dataDir: string;
  /** Where the photos are read from (an S3 bucket); not given, DATA_DIR/uploads. */
  photos?: ImageStore;
  /**
   * Given by the running server on PGlite, which runs one transaction at a time: the rows are read
   * in a short transaction and the photos copied after it, with removals on hold meanwhile. Not
   * given: the rows naming photos stay locked FOR SHARE while the files are copied inside the
   * transaction, so no other process (a server on PostgreSQL) can delete them and their files first.
   */
  holdRemovals?: () => () => Promise<void>;
};

/** For tests: runs once the rows are read and before any photo file is copied. */
export type BackupHooks = { beforePhotos?: () => Promise<void> };

const ROWS_AT_ONCE = 1000;
const FILES_AT_ONCE = 8;
/** A photo row changed between the snapshot and its lock (PostgreSQL 40001): the read starts again. */
const ATTEMPTS = 3;

/**
 * Writes a consistent copy of the database and the photos its rows name into `folder` (new or
 * empty): every table read in one REPEATABLE READ snapshot, then the manifest, written last.
 * On failure the folder is emptied again.
 */
export async function writeBackup(source: BackupSource, folder: string, hooks: BackupHooks = {}) {
  const target = path.resolve(folder);
  if (!(await isEmptyFolder(target)))
    throw new BackupError(`${target} is not empty: back up into a new or empty folder`);
  await mkdir(target, { recursive: true, mode: 0o700 });
  try {
    const manifest = await writeInto(source, target, hooks);
    await writeFile(path.join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    return manifest;
  } catch (error) {
    await emptyFolder(target);
    throw error;
  }
}

async function writeInto(source: BackupSource, folder: string, hooks: BackupHooks): Promise<Manifest> {
  const release = source.holdRemovals?.();
  try {
    const snapshot = await readSnapshotWithRetries(source, folder, hooks, !release);
    if (release) {
      await hooks.beforePhotos?.();
      Object.assign(snapshot, await copyPhotos(photosOf(source), folder, snapshot.photoKeys));
    }
    const { photoKeys: _keys, ...rest } = snapshot;
    return {
      format: 1,
      createdAt: new Date().toISOString(),
      database: source.kind,
      ...rest,
      secrets: await copySecrets(source.dataDir, folder),
    };
  } finally {
    await release?.();
  }
}

type Snapshot = Pick<Manifest, 'schema' | 'tables' | 'sequences' | 'photos' | 'missingPhotos'> & {
  photoKeys: string[];
};

async function readSnapshotWithRetries(
  source: BackupSource,
  folder: string,
  hooks: BackupHooks,
  photosInside: boolean,
): Promise<Snapshot> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await source.db.transaction(
        async (tx) => {
          if (photosInside)
            await tx.execute(sql`select count(*) from (select 1 from listing_images for share) locked`);
          const snapshot: Snapshot = {
            schema: await databaseSchemaVersion(tx),
            tables: [],
            sequences: await sequencePositions(tx),
            photos: [],
            missingPhotos: [],
            photoKeys: (
              await queryRows<{ key: string }>(
                tx,
                sql`select distinct storage_key as key from listing_images order by 1`,
              )
            ).map((r) => r.key),
          };
          await mkdir(path.join(folder, TABLES_DIR), { recursive: true, mode: 0o700 });
          for (const table of await tablesInLoadOrder(tx))
            snapshot.tables.push(await dumpTable(tx, table, folder));
          if (photosInside) {
            await hooks.beforePhotos?.();
            Object.assign(snapshot, await copyPhotos(photosOf(source), folder, snapshot.photoKeys));
          }
          return snapshot;
        },
        { isolationLevel: 'repeatable read' },
      );
    } catch (error) {
      if (attempt >= ATTEMPTS || !isSerializationFailure(error)) throw error;
      await emptyFolder(folder);
    }
  }
}

function isSerializationFailure(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause)
    if ((e as { code?: string }).code === '40001') return true;
  return false;
}

/** One table as JSON lines (PostgreSQL's own row_to_json, so every value keeps its exact text). */
async function dumpTable(tx: DbOrTx, table: TableInfo, folder: string) {
  const file = `${TABLES_DIR}/${table.name}.jsonl`;
  const order =
    table.primaryKey.length > 0
      ? sql` order by ${sql.join(
          table.primaryKey.map((c) => sql.identifier(c)),
          sql`, `,
        )}`
      : sql``;
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  const handle = await open(path.join(folder, file), 'wx', 0o600);
  try {
    await tx.execute(
      sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${sql.identifier(table.name)} t${order}`,
    );
    for (;;) {
      const batch = await queryRows<{ line: string }>(tx, sql.raw(`fetch ${ROWS_AT_ONCE} from backup_rows`));
      if (batch.length === 0) break;
      const text = batch.map((r) => `${r.line}\n`).join('');
      const data = Buffer.from(text);
      hash.update(data);
      bytes += data.length;
      rows += batch.length;
      await handle.write(data);
    }
    await tx.execute(sql`close backup_rows`);
  } finally {
    await handle.close();
  }
  return { name: table.name, file, rows, bytes, sha256: hash.digest('hex') };
}

const photosOf = (source: BackupSource) =>
  source.photos ?? createLocalImageStore(path.join(source.dataDir, 'uploads'), '');

/** Both variants of every photo key into photos/, under their keys (as in DATA_DIR/uploads). */
async function copyPhotos(store: ImageStore, folder: string, keys: string[]) {
  const limit = pLimit(FILES_AT_ONCE);
  const photos: BackupFile[] = [];
  const missingPhotos: string[] = [];
  const files = keys.flatMap((key) => [variantKey(key, 400), variantKey(key, 1200)]);
  await Promise.all(
    files.map((file) =>
      limit(async () => {
        const stored = await store.get(file);
        if (!stored) return void missingPhotos.push(file);
        const copied = await writeHashed(() => stored, path.join(folder, PHOTOS_DIR, file)).finally(() =>
          stored.destroy(),
        );
        photos.push({ file, ...copied });
      }),
    ),
  );
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  photos.sort((a, b) => byName(a.file, b.file));
  missingPhotos.sort(byName);
  return { photos, missingPhotos };
}

async function copySecrets(dataDir: string, folder: string): Promise<BackupFile | null> {
  try {
    return {
      file: SECRETS_FILE,
      ...(await copyHashed(path.join(dataDir, SECRETS_FILE), path.join(folder, SECRETS_FILE))),
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function emptyFolder(folder: string) {
  const entries = await readdir(folder).catch(() => []);
  await Promise.all(entries.map((entry) => rm(path.join(folder, entry), { recursive: true, force: true })));
}
