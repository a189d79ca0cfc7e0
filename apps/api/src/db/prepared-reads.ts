import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/** How many statements stay prepared; the least recently used goes first. */
const MAX_PREPARED = 500;

/**
 * A parameter as an untyped SQL literal, which PostgreSQL reads with the parameter's type exactly as it
 * reads a text-format protocol parameter; null for a value better left to the driver (arrays, objects,
 * NUL bytes). With standard_conforming_strings on, doubling quotes is the whole escape.
 */
function literal(value: unknown): string | null {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return `'${String(value)}'`;
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  return null;
}

/**
 * Reads with parameters run as server-side prepared statements, one per distinct SQL text, so
 * PostgreSQL parses and analyses each text once and, after five runs, may keep one generic plan
 * instead of planning every request (its own choice: it keeps planning each run while a generic plan
 * would cost more). Search pages are the same few texts with new values, so most of their planning
 * goes. EXECUTE takes its arguments as literals (a protocol parameter cannot reach them); a text
 * that cannot be prepared, or values that are not plain, run as they are.
 */
export async function preparedReads(db: PGlite, maxPrepared = MAX_PREPARED) {
  const { rows } = await db.query<{ on: string }>(
    "select current_setting('standard_conforming_strings') as on",
  );
  const usable = rows[0]?.on === 'on';
  // SQL text → statement name (null: run it as it is), settled once PREPARE answered.
  const statements = new Map<string, Promise<string | null>>();
  let next = 1;

  async function prepare(sql: string): Promise<string | null> {
    const name = `read_${next++}`;
    try {
      await db.exec(`prepare ${name} as ${sql}`);
      return name;
    } catch {
      return null;
    }
  }

  async function forgetLeastRecentlyUsed() {
    const [sql, statement] = statements.entries().next().value!;
    statements.delete(sql);
    const name = await statement;
    if (name) await db.exec(`deallocate ${name}`);
  }

  return {
    async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      const args = params.map(literal);
      if (!usable || params.length === 0 || args.includes(null) || !/^\s*select\s/i.test(sql))
        return db.query<T>(sql, params, options);
      let statement = statements.get(sql);
      if (statement) {
        // Last in the Map's order: a text searches run once does not push out the reads every
        // request runs (the session and user lookups).
        statements.delete(sql);
      } else {
        if (statements.size >= maxPrepared) await forgetLeastRecentlyUsed();
        statement = prepare(sql);
      }
      statements.set(sql, statement);
      const name = await statement;
      if (!name) return db.query<T>(sql, params, options);
      return db.query<T>(`execute ${name}(${args.join(', ')})`, [], options);
    },
  };
}
