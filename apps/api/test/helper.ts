import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, queryRows, type Database, type Db } from '../src/db/client';
import { addMigratedDatabase, createTestDatabase } from './database';

export type TestApp = FastifyInstance & { dataDir: string };

/**
 * The real app, built exactly as main.ts builds it, on a fresh database and DATA_DIR for this
 * test file. Closed and cleaned up after the file's tests. `extend` may add test-only routes
 * (e.g. one that throws) before the app is sealed; `onRoute` sees every route the app adds;
 * `databaseUrl` may route the app's connections another way (through a proxy a fault test cuts);
 * `logStream` receives the app's log lines (with LOG_LEVEL in `env` above silent);
 * `sharedDatabase` is a PostgreSQL database the caller made and drops (several instances on one
 * database: each app still has its own DATA_DIR).
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    extend?: (app: FastifyInstance) => void;
    onRoute?: (route: RouteOptions) => void;
    databaseUrl?: (url: string) => string;
    logStream?: { write: (line: string) => void };
    sharedDatabase?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gb-test-'));
  const ownDatabase = Boolean(
    options.databaseUrl || options.sharedDatabase || options.env?.DATABASE_URL !== undefined,
  );
  const loan = ownDatabase ? undefined : await borrowWorkerDatabase();
  const database = options.sharedDatabase
    ? { url: options.sharedDatabase, drop: async () => {} }
    : (loan ?? (await createTestDatabase()));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl?.(database.url) ?? database.url,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // 64 KiB instead of production's 19 MiB: tests create hundreds of users.
    PASSWORD_HASH_KIB_FOR_TESTS: '64',
    ...options.env,
  });
  // PGlite in DATA_DIR: the database it would make on its first start, made once for the run.
  if (!config.databaseUrl) await addMigratedDatabase(dataDir);
  const app = await buildApp(config, {
    onRoute: options.onRoute,
    logStream: options.logStream,
    database: loan?.database,
  });
  options.extend?.(app);
  await app.ready();
  // The jobs that run when the server is ready (the photo sweep, the trust rules, the saved search
  // alerts) finish before the test's first request or resetDatabase, which they would race.
  await app.background.idle();
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return Object.assign(app, { dataDir });
}

/**
 * One database per worker, opened (and migrated) once, and lent to one app at a time: the first
 * app of each test file, emptied before it gets it. Opening PGlite from its dump takes seconds;
 * emptying its tables, a fraction of that. A second app in the same file, or one that needs a
 * database of its own, gets a new one as before. Worker processes end with the run, and with them
 * these databases (PostgreSQL's are dropped by global-setup.ts).
 */
let workerDatabase: Promise<{ database: Database; url: string }> | undefined;
let lent = false;

async function borrowWorkerDatabase() {
  if (lent) return undefined;
  lent = true;
  try {
    workerDatabase ??= openWorkerDatabase();
    let { database, url } = await workerDatabase;
    if (!(await isAlive(database))) {
      workerDatabase = openWorkerDatabase();
      ({ database, url } = await workerDatabase);
    }
    await emptyTables(database.db);
    return { database, url, drop: async () => void (lent = false) };
  } catch (error) {
    lent = false;
    throw error;
  }
}

async function openWorkerDatabase() {
  const { url } = await createTestDatabase();
  return { database: await openDatabase(url), url };
}

async function isAlive(database: Database) {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Empties every table, for tests in one file that must not see each other's rows. Work the app
 * still runs after an answer (a mail's bookkeeping, a scheduled job) finishes first: on PostgreSQL
 * a TRUNCATE beside it deadlocks (a query holding one table and waiting for another it holds).
 *
 * DELETE, not TRUNCATE: a TRUNCATE makes every table's files anew, 50–80 ms on PGlite and 150–250 ms
 * on PostgreSQL for the 22 tables, a DELETE of a test's few rows 5–10 ms. The foreign keys' triggers
 * are off for that one statement (session_replication_role), so the order of the tables does not
 * matter (a role that may not do that truncates instead). The rows a file leaves behind are
 * truncated when the next file borrows the database.
 */
export async function resetDatabase(app: FastifyInstance) {
  await app.background.idle();
  await app.db.execute(sql`DO $$
    DECLARE tbl text;
    BEGIN
      PERFORM set_config('session_replication_role', 'replica', true);
      FOR tbl IN SELECT quote_ident(tablename) FROM pg_tables WHERE schemaname = current_schema() LOOP
        EXECUTE 'DELETE FROM ' || tbl;
      END LOOP;
    EXCEPTION WHEN insufficient_privilege THEN
      -- A PostgreSQL role that is not a superuser may not turn the triggers off.
      EXECUTE (SELECT 'TRUNCATE ' || string_agg(quote_ident(tablename), ', ') || ' CASCADE'
                 FROM pg_tables WHERE schemaname = current_schema());
    END $$`);
}

async function emptyTables(db: Db) {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = current_schema()`,
  );
  const names = rows.map((r) => r.name);
  if (names.length === 0) return;
  await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}
