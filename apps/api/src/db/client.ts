import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
};

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * Opens the database and applies every migration.
 * `postgres://…` → a node-postgres pool; `memory://` → PGlite in memory; a folder path → PGlite stored there.
 */
export async function openDatabase(target: string): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    const db = drizzlePg(pool, drizzleOptions);
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), maintain: async () => {} };
  }
  if (target !== 'memory://') await mkdir(target, { recursive: true });
  const client = await PGlite.create(target === 'memory://' ? undefined : target, {
    extensions: { pg_trgm, cube, earthdistance },
  });
  const db = drizzlePglite(client, drizzleOptions);
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    maintain: async () => {
      await client.exec('vacuum analyze');
    },
  };
}

/** Raw SQL for the few queries Drizzle's builder can't express; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
