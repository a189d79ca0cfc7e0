import { randomBytes } from 'node:crypto';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/** Which database the API tests run on: set per vitest project (see the root vitest.config.ts). */
export const testDatabaseKind = process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, empty, migrated database for one test file: PGlite in memory, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped again by `drop`. Both start as a copy of the one
 * the run migrated (global-setup.ts).
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (testDatabaseKind === 'pglite')
    return { url: `memory://${inject('pgliteTemplate')}`, drop: async () => {} };
  return createPostgresTestDatabase('API_TEST_DB=postgres', inject('postgresTemplate'));
}

/**
 * Gives `dataDir` the embedded database a server would make there on its first start (DATA_DIR/db,
 * empty and migrated): a copy of the one the run made (global-setup.ts), in a fraction of the time
 * PGlite's initdb and the migrations take. For tests of PGlite in a DATA_DIR that are not about
 * making it. In the PostgreSQL project, which has no such copy, the folder stays empty.
 */
export async function addMigratedDatabase(dataDir: string): Promise<void> {
  const template = inject('pgliteDataDirTemplate');
  if (template) await cp(template, path.join(dataDir, 'db'), { recursive: true });
}

/**
 * Whether a PostgreSQL server is there for tests that need one whichever database the others run
 * on (several instances, moving data to PostgreSQL). `.ci/run` always provides one; elsewhere such
 * a test is skipped, and says so.
 */
export function postgresServerFor(what: string): boolean {
  if (process.env.TEST_DATABASE_URL) return true;
  console.warn(`${what} skipped: it needs a PostgreSQL server (set TEST_DATABASE_URL, as .ci/run does)`);
  return false;
}

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL whichever database the tests run on
 * (a test of moving data to PostgreSQL): empty, or a copy of `template`; `neededBy` names the
 * test, for the error.
 */
export async function createPostgresTestDatabase(
  neededBy: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error(`${neededBy} needs TEST_DATABASE_URL (a PostgreSQL server)`);
  // A copy is named after its template, so the run's end drops every copy it left (global-setup.ts).
  const name = `${template ?? 'gb_test'}_${randomBytes(6).toString('hex')}`;
  await withPostgresClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withPostgresClient(serverUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

export async function withPostgresClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
