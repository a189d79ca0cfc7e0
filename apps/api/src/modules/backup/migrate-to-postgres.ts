import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { connectClient } from '../../db/connect-error';
import { RestoreError } from './errors';
import { hashFile, isEmptyFolder } from './files';
import type { Manifest } from './manifest';
import { requireEmptyPostgres, restoreBackup } from './restore-backup';
import { runBackup, type BackupRun } from './run';

/** Where the data goes: an empty PostgreSQL database, and an empty DATA_DIR for the photos and secret. */
export type MigrationTarget = { databaseUrl: string; dataDir: string };

/**
 * `npm run migrate-to-postgres`: the embedded database and photos of `source.dataDir` into an
 * empty PostgreSQL database and an empty DATA_DIR, as a backup (into a temporary folder under
 * `workDir`, removed afterwards) restored there, then checked against the backup's manifest.
 * Refuses a target that is not empty before reading anything; the source is never changed.
 */
export async function migrateToPostgres(
  source: AppConfig,
  target: MigrationTarget,
  workDir = tmpdir(),
): Promise<BackupRun> {
  if (!/^postgres(ql)?:\/\//.test(target.databaseUrl))
    throw new RestoreError('DATABASE_URL must name the PostgreSQL database to move into (postgres://…)');
  const from = path.resolve(source.dataDir);
  const to = path.resolve(target.dataDir);
  if (from === to || to.startsWith(from + path.sep) || from.startsWith(to + path.sep))
    throw new RestoreError(
      `the new DATA_DIR ${to} must be a folder of its own, apart from the embedded one (${from})`,
    );
  if (!(await isEmptyFolder(to)))
    throw new RestoreError(
      `the new DATA_DIR ${to} is not empty: move into an empty folder, so nothing there is overwritten`,
    );
  await requireEmptyPostgres(target.databaseUrl);

  const folder = await mkdtemp(path.join(workDir, 'ghar-bhada-migration-'));
  try {
    // The embedded installation's photos are in its DATA_DIR/uploads, whatever S3 variables are set
    // for the new one; they go to the new DATA_DIR/uploads (docs/deploy.md: then into a bucket).
    const embedded = { ...source, databaseUrl: undefined, s3: undefined, dataDir: from };
    const run = await runBackup(embedded, folder);
    await restoreBackup(folder, { databaseUrl: target.databaseUrl, dataDir: to });
    await verify(run.manifest, target.databaseUrl, to);
    return run;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Read back once committed: every table's count and every photo file as the backup has them. */
async function verify(manifest: Manifest, url: string, dataDir: string) {
  const client = await connectClient(url);
  try {
    for (const table of manifest.tables) {
      const { rows } = await client.query<{ count: string }>(
        `select count(*) as count from ${client.escapeIdentifier(table.name)}`,
      );
      if (Number(rows[0]!.count) !== table.rows)
        throw new RestoreError(
          `${table.name} has ${rows[0]!.count} rows in PostgreSQL and ${table.rows} in the embedded database`,
        );
    }
  } finally {
    await client.end();
  }
  for (const photo of manifest.photos) {
    const found = await hashFile(path.join(dataDir, 'uploads', photo.file));
    if (found.sha256 !== photo.sha256 || found.bytes !== photo.bytes)
      throw new RestoreError(`the photo file ${photo.file} in ${dataDir}/uploads differs from the original`);
  }
}
