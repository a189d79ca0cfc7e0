import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { StartupError } from '../lib/startup-error';
import { whileMigrating } from './advisory-locks';
import { describeConnectError } from './connect-error';
import { lockDataDir } from './data-dir-lock';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories accept either the database or a transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  close: () => Promise<void>;
  /**
   * PGlite has no autovacuum: this does its work (visibility map, planner statistics). Reads of
   * all-visible pages skip per-row visibility checks, which makes index reads several times faster.
   */
  maintain: () => Promise<void>;
  /**
   * Resolves if the database is gone for good while the process runs: the embedded database's
   * thread stopped, and only a restart of the process opens it again. Never for PostgreSQL, whose
   * pool reconnects by itself once the server can be reached again.
   */
  lost: Promise<Error>;
  /** PostgreSQL's connection pool, for what several instances share beyond the tables (db/coordination.ts). */
  pool?: pg.Pool;
};

/** Where the database reports trouble that no query is waiting to hear about. */
export type DatabaseLog = { warn: (details: object, message: string) => void };

/** A new connection that takes longer than this fails (503) instead of holding the request. */
const CONNECT_TIMEOUT_MS = 5_000;

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * Where the data is: a `postgres://…` URL (a node-postgres pool), `memory://` (PGlite in memory, for
 * tests; `memory:///path/to/dump.tar` starts it as a database PGlite dumped there), or `{ dataDir }`: PGlite stored in DATA_DIR/db, which one process at a time may open
 * (DATA_DIR/db.lock; `owner` says what this process is, for the message a second one gets).
 */
export type DatabaseTarget = string | { dataDir: string; owner: string };

/** Whether a DATABASE_URL names an in-memory PGlite (`memory://`, or one started from a dump). */
export function isInMemory(databaseUrl: string | undefined): boolean {
  return databaseUrl?.startsWith('memory://') ?? false;
}

/** Opens the database and applies every migration; a StartupError says why it could not. */
export async function openDatabase(target: DatabaseTarget, log?: DatabaseLog): Promise<Database> {
  if (typeof target !== 'string') return openPgliteInDataDir(target.dataDir, target.owner);
  if (/^postgres(ql)?:\/\//.test(target)) return openPostgres(target, log);
  const memory = /^memory:\/\/(\/.*)?$/.exec(target);
  if (memory) return openPglite(undefined, memory[1]);
  throw new Error(`openDatabase: expected postgres://…, memory:// or { dataDir }, got ${target}`);
}

async function openPostgres(url: string, log?: DatabaseLog): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection that breaks (the server restarted, the network dropped it) is left by the
  // pool, which opens a new one for the next query. Without a listener the error would end the process.
  pool.on('error', (error) => log?.warn({ err: error }, 'an idle database connection failed'));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new StartupError(describeConnectError(url, error));
  }
  const db = drizzlePg(pool, drizzleOptions);
  // Several instances may start at once on a new database: one migrates, the others wait for it.
  try {
    const client = await pool.connect();
    try {
      await whileMigrating(client, () => migratePg(drizzlePg(client, drizzleOptions), { migrationsFolder }));
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
    maintain: async () => {},
    lost: new Promise<Error>(() => {}),
    pool,
  };
}

async function openPgliteInDataDir(dataDir: string, owner: string): Promise<Database> {
  // Taken before PGlite touches a file: a refused second process changes nothing.
  const lock = await lockDataDir(dataDir, owner);
  try {
    const dir = path.join(dataDir, 'db');
    await mkdir(dir, { recursive: true });
    const database = await openPglite(dir);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** PGlite on its own thread (pglite-thread.ts), so the database and the server use both cores. */
async function openPglite(dir: string | undefined, from?: string): Promise<Database> {
  const client = await PgliteThread.open(dir, from);
  // The driver calls only query and transaction, which the thread answers as PGlite would.
  const db = drizzlePglite(client as unknown as PGlite, drizzleOptions);
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    maintain: async () => {
      await client.exec('vacuum analyze');
    },
    lost: client.stopped,
  };
}

/** Raw SQL for the few queries Drizzle's builder can't express; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
