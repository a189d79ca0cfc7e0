import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, queryRows, type DbOrTx } from '../../db/client';

export type TableInfo = { name: string; primaryKey: string[] };

/**
 * Every table of the app's schema, each after the tables its foreign keys point to (loading in
 * this order never breaks a reference), ties by name. Read from the database, so a new table is
 * backed up without a change here.
 */
export async function tablesInLoadOrder(db: DbOrTx): Promise<TableInfo[]> {
  const tables = await queryRows<{ name: string; primary_key: string[] | null }>(
    db,
    sql`select c.relname as name,
          (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
             from pg_index i
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
            where i.indrelid = c.oid and i.indisprimary) as primary_key
        from pg_class c
       where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
       order by c.relname`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent
          from pg_constraint k
          join pg_class ch on ch.oid = k.conrelid
          join pg_class pa on pa.oid = k.confrelid
         where k.contype = 'f' and ch.relnamespace = current_schema()::regnamespace
           and pa.relnamespace = current_schema()::regnamespace and ch.oid <> pa.oid`,
  );
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of references) parents.get(child)?.add(parent);
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find(
      (t) => !placed.has(t.name) && [...parents.get(t.name)!].every((p) => placed.has(p)),
    );
    if (!next) throw new Error('the tables reference each other in a cycle: no order loads them');
    placed.add(next.name);
    ordered.push({ name: next.name, primaryKey: next.primary_key ?? [] });
  }
  return ordered;
}

/** The sequences of the app's schema with their positions, restored with setval. */
export async function sequencePositions(db: DbOrTx) {
  const names = await queryRows<{ name: string }>(
    db,
    sql`select sequencename as name from pg_sequences where schemaname = current_schema() order by 1`,
  );
  const positions: { name: string; lastValue: string; isCalled: boolean }[] = [];
  for (const { name } of names) {
    const [row] = await queryRows<{ last_value: string | number; is_called: boolean }>(
      db,
      sql`select last_value, is_called from ${sql.identifier(name)}`,
    );
    positions.push({ name, lastValue: String(row!.last_value), isCalled: row!.is_called });
  }
  return positions;
}

export type SchemaVersion = { migrations: number; lastMigrationAt: number | null };

/** How far the database's schema is migrated: the migrations applied and when the last was written. */
export async function databaseSchemaVersion(db: DbOrTx): Promise<SchemaVersion> {
  const [row] = await queryRows<{ count: string | number; last: string | number | null }>(
    db,
    sql`select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  return { migrations: Number(row!.count), lastMigrationAt: row!.last === null ? null : Number(row!.last) };
}

/** The schema this code migrates to (the migrations folder's journal). */
export async function codeSchemaVersion(): Promise<SchemaVersion> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return {
    migrations: journal.entries.length,
    lastMigrationAt: journal.entries.at(-1)?.when ?? null,
  };
}
