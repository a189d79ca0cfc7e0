import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  }
}

/**
 * Migrates one empty database for the whole run, so a test file's fresh database is a copy of it
 * instead of a new database migrated from nothing (most of a small test file's time).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.API_TEST_DB === 'postgres') return makePostgresTemplate(project);
  return makePgliteTemplate(project);
}

async function makePgliteTemplate(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'gb-test-template-'));
  const file = path.join(folder, 'migrated.tar');
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle(pglite), { migrationsFolder });
    const dump = await pglite.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplate', file);
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
