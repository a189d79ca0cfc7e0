import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Which database the API tests run on: set per vitest project (see the root vitest.config.ts). */
export const testDatabaseKind = process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, empty database for one test file: PGlite in memory, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped again by `drop`.
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (testDatabaseKind === 'pglite') return { url: 'memory://', drop: async () => {} };
  return createPostgresTestDatabase('API_TEST_DB=postgres');
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
 * A new, empty database on the PostgreSQL server of TEST_DATABASE_URL whichever database the
 * tests run on (a test of moving data to PostgreSQL); `neededBy` names the test, for the error.
 */
export async function createPostgresTestDatabase(
  neededBy: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error(`${neededBy} needs TEST_DATABASE_URL (a PostgreSQL server)`);
  const name = `gb_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(serverUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
