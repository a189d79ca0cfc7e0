import { access } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../../config';
import type { ImageStore } from '../../integrations/image-store';
import { isInMemory, type Db } from '../../db/client';
import { describeConnectError } from '../../db/connect-error';
import { lockDataDir } from '../../db/data-dir-lock';
import { PgliteThread } from '../../db/pglite-thread';
import { openImageStore } from '../../integrations/image-store/from-config';
import * as schema from '../../db/schema';
import { StartupError } from '../../lib/startup-error';
import { askServerToBackUp } from './channel';
import { readManifest, type Manifest } from './manifest';
import { restoreBackup } from './restore-backup';
import { BackupError } from './errors';
import { writeBackup, type BackupHooks } from './write-backup';

const drizzleOptions = { schema, casing: 'snake_case' } as const;

export type BackupRun = { manifest: Manifest; via: 'the running server' | 'this command' };

/**
 * `npm run backup`: on PostgreSQL this command reads the database itself; on PGlite the running
 * server takes the backup (it alone may open DATA_DIR's database), or, when none runs, this command.
 * The database is opened as it is, never migrated: a backup changes nothing. `hooks` reach only a
 * backup this command takes itself (tests).
 */
export async function runBackup(
  config: AppConfig,
  folder: string,
  hooks: BackupHooks = {},
): Promise<BackupRun> {
  const target = path.resolve(folder);
  const { databaseUrl, dataDir } = config;
  if (isInMemory(databaseUrl))
    throw new BackupError('an in-memory database (memory://) has nothing to back up');
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      await pool.query('select 1').catch((error: unknown) => {
        throw new StartupError(describeConnectError(databaseUrl, error));
      });
      const db = drizzlePg(pool, drizzleOptions) as unknown as Db;
      return {
        manifest: await withPhotos(config, (photos) =>
          writeBackup({ db, kind: 'postgres', dataDir, photos }, target, hooks),
        ),
        via: 'this command',
      };
    } finally {
      await pool.end();
    }
  }
  if (await askServerToBackUp(dataDir, target))
    return { manifest: await readManifest(target), via: 'the running server' };
  const dir = path.join(dataDir, 'db');
  await access(dir).catch(() => {
    throw new BackupError(`DATA_DIR ${dataDir} has no database (no db folder): nothing to back up`);
  });
  // Refused, changing nothing, while another process (the server starting, the seed) has it open.
  const lock = await lockDataDir(dataDir, 'the backup (npm run backup)');
  try {
    const client = await PgliteThread.open(dir);
    try {
      const db = drizzlePglite(client as unknown as PGlite, drizzleOptions) as unknown as Db;
      return {
        manifest: await withPhotos(config, (photos) =>
          writeBackup({ db, kind: 'pglite', dataDir, photos }, target, hooks),
        ),
        via: 'this command',
      };
    } finally {
      await client.close();
    }
  } finally {
    await lock.release();
  }
}

/**
 * `npm run restore`: into DATABASE_URL's empty database, or PGlite in an empty DATA_DIR; the
 * photos into the empty S3 bucket when S3 is configured, else into DATA_DIR/uploads.
 */
export async function runRestore(config: AppConfig, folder: string): Promise<Manifest> {
  if (isInMemory(config.databaseUrl))
    throw new BackupError('cannot restore into an in-memory database (memory://)');
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  if (!config.s3) return restoreBackup(folder, target);
  return withPhotos(config, (photos) => restoreBackup(folder, { ...target, photos }));
}

/** The configured photo store (the S3 bucket, or DATA_DIR/uploads) for the length of `use`. */
async function withPhotos<T>(config: AppConfig, use: (photos: ImageStore) => Promise<T>): Promise<T> {
  const photos = openImageStore(config);
  try {
    return await use(photos);
  } finally {
    photos.close();
  }
}
