// npm run backup -- <folder>
// A consistent copy of the database and the photos (DATABASE_URL, else PGlite in DATA_DIR) into a
// new or empty folder, while the server runs. See src/modules/backup/README.md.
import path from 'node:path';
import { loadConfig } from '../src/config';
import { exitOnStartupError } from '../src/lib/startup-error';
import { runBackup } from '../src/modules/backup/run';
import { BackupError, RestoreError } from '../src/modules/backup/errors';

const folder = process.argv[2];
if (!folder || process.argv.length > 3) {
  console.error('Usage: npm run backup -- <folder>   (a new or empty folder)');
  process.exit(1);
}

try {
  const config = loadConfig();
  const started = performance.now();
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
  const { manifest, via } = await runBackup(config, target);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  const bytes = manifest.photos.reduce((n, p) => n + p.bytes, 0);
  console.log(
    `Backed up ${rows} rows in ${manifest.tables.length} tables and ${manifest.photos.length} photo files ` +
      `(${(bytes / 1e6).toFixed(1)} MB) to ${target} in ${seconds} s (taken by ${via}).`,
  );
  if (manifest.missingPhotos.length > 0)
    console.warn(
      `Warning: ${manifest.missingPhotos.length} photo files named by listings were already missing from the photo store (listed in manifest.json, missingPhotos).`,
    );
} catch (error) {
  if (error instanceof BackupError || error instanceof RestoreError) {
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  }
  exitOnStartupError(error);
}
