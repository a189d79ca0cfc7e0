// npm run restore -- <folder>
// Brings a backup made by `npm run backup` back into an empty DATA_DIR and, with DATABASE_URL, an
// empty PostgreSQL database (else PGlite in DATA_DIR). See src/modules/backup/README.md.
import path from 'node:path';
import { loadConfig } from '../src/config';
import { exitOnStartupError } from '../src/lib/startup-error';
import { runRestore } from '../src/modules/backup/run';
import { BackupError, RestoreError } from '../src/modules/backup/errors';

const folder = process.argv[2];
if (!folder || process.argv.length > 3) {
  console.error('Usage: npm run restore -- <folder>   (a folder written by npm run backup)');
  process.exit(1);
}

try {
  const config = loadConfig();
  const started = performance.now();
  const manifest = await runRestore(config, path.resolve(process.env.INIT_CWD ?? process.cwd(), folder));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  const into = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/db`;
  const photosInto = config.s3 ? `the bucket ${config.s3.bucket}` : `${config.dataDir}/uploads`;
  console.log(
    `Restored ${rows} rows in ${manifest.tables.length} tables into ${into} and ${manifest.photos.length} photo files into ${photosInto} in ${seconds} s; every count checked.`,
  );
  if (manifest.missingPhotos.length > 0)
    console.warn(
      `Warning: ${manifest.missingPhotos.length} photo files were already missing when the backup was taken (manifest.json, missingPhotos); those photos will not show.`,
    );
} catch (error) {
  if (error instanceof RestoreError || error instanceof BackupError) {
    console.error(`Restore failed: ${error.message}`);
    process.exit(1);
  }
  exitOnStartupError(error);
}
