import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../src/db/client';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';
import { withPostgresClient } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite dump of a migrated, empty database, which each test file's database starts as. */
    pgliteTemplate: string;
    /** A migrated, empty database on the PostgreSQL server, which each test file's database copies. */
    postgresTemplate: string;
    /** PGlite's folder of the migrated, empty database on disk, copied as a DATA_DIR's db (PGlite project). */
    pgliteDataDirTemplate: string;
    /** The folder of the API's production build (dist/main.js), made once for the tests that start it. */
    apiBuild: string;
  }
}

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Migrates one empty database for the whole run, so a test file's fresh database is a copy of it
 * instead of a new database migrated from nothing (most of a small test file's time), and builds
 * the API once for the tests that start it as a process.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The build (esbuild, a process of its own) runs while the template is migrated.
  const made = await Promise.allSettled([
    buildApi(project),
    project.config.env?.API_TEST_DB === 'postgres'
      ? makePostgresTemplate(project)
      : makePgliteTemplate(project),
  ]);
  const teardown = async () => {
    for (const result of made) if (result.status === 'fulfilled') await result.value();
  };
  const failed = made.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}

/**
 * The production build, as `npm start` runs it, for the tests that start the server as a process
 * (instead of tsx compiling the source in each). It sits under apps/api so that its imports find
 * the API's node_modules, in a folder of its own so that a build for another run is never half-written.
 */
async function buildApi(project: TestProject) {
  const buildRoot = path.join(apiDir, 'node_modules/.tmp');
  await mkdir(buildRoot, { recursive: true });
  const folder = await mkdtemp(path.join(buildRoot, 'test-build-'));
  try {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--outdir', folder], { cwd: apiDir });
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  project.provide('apiBuild', folder);
  return () => rm(folder, { recursive: true, force: true });
}

async function makePgliteTemplate(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'gb-test-template-'));
  const file = path.join(folder, 'migrated.tar');
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  let dump: Blob;
  try {
    await migrate(drizzle(pglite), { migrationsFolder });
    dump = await pglite.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  // The same database on disk, for tests of PGlite in a DATA_DIR: copying it is much faster than
  // the initdb and migrations a new DATA_DIR takes (tests of those start from an empty folder).
  const dataDir = path.join(folder, 'db');
  await (await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir: dump })).close();
  project.provide('pgliteTemplate', file);
  project.provide('pgliteDataDirTemplate', dataDir);
  return () => rm(folder, { recursive: true, force: true });
}

async function makePostgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL (a PostgreSQL server)');
  const name = `gb_template_${randomBytes(6).toString('hex')}`;
  await withPostgresClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
  await database.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await withPostgresClient(serverUrl, async (client) => {
      // The copies the workers kept open for the whole run (test/helper.ts), then the template.
      const copies = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
        [`${name}_`],
      );
      for (const { datname } of copies.rows)
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  };
}
