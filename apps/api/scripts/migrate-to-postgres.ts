// npm run migrate-to-postgres -- <new DATA_DIR>
// Moves an embedded installation (PGlite in DATA_DIR, and its photos) into the empty PostgreSQL
// database of DATABASE_URL and an empty new DATA_DIR, by a backup restored there and checked.
// See src/modules/backup/README.md and docs/deploy.md.
import path from 'node:path';
import { loadConfig } from '../src/config';
import { exitOnStartupError } from '../src/lib/startup-error';
import { BackupError, RestoreError } from '../src/modules/backup/errors';
import { migrateToPostgres } from '../src/modules/backup/migrate-to-postgres';

const newDataDir = process.argv[2];
const usage =
  'Usage: DATA_DIR=<embedded DATA_DIR> DATABASE_URL=postgres://… npm run migrate-to-postgres -- <new DATA_DIR>\n' +
  '  (an empty database, and a new or empty folder for the photos and the secret)';
if (!newDataDir || process.argv.length > 3) {
  console.error(usage);
  process.exit(1);
}

try {
  const config = loadConfig();
  if (!config.databaseUrl || config.databaseUrl === 'memory://') {
    console.error(`DATABASE_URL must name the empty PostgreSQL database to move into.\n${usage}`);
    process.exit(1);
  }
  const started = performance.now();
  const target = {
    databaseUrl: config.databaseUrl,
    dataDir: path.resolve(process.env.INIT_CWD ?? process.cwd(), newDataDir),
  };
  const { manifest, via } = await migrateToPostgres(config, target);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Moved ${rows} rows in ${manifest.tables.length} tables from PGlite in ${config.dataDir}/db into PostgreSQL ` +
      `and ${manifest.photos.length} photo files into ${target.dataDir}/uploads in ${seconds} s; every count and file checked.\n` +
      `Start the server with DATABASE_URL and DATA_DIR=${target.dataDir}.`,
  );
  if (via === 'the running server')
    console.warn(
      'Warning: the embedded server was running: what changed after the copy was taken is not in PostgreSQL. ' +
        'Stop it before switching over (or stop it, empty the target and migrate again).',
    );
  if (manifest.missingPhotos.length > 0)
    console.warn(
      `Warning: ${manifest.missingPhotos.length} photo files named by listings were already missing from ${config.dataDir}/uploads; those photos will not show.`,
    );
} catch (error) {
  if (error instanceof RestoreError || error instanceof BackupError) {
    console.error(`Migration failed: ${error.message}`);
    process.exit(1);
  }
  exitOnStartupError(error);
}
