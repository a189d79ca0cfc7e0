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
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
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
