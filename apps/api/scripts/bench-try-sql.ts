import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';

/**
 * Runs `statements` (separated by `;`) one at a time on the seeded database (PostgreSQL at `url`,
 * else PGlite in `dataDir`), before the server starts: a way to measure an index or a setting
 * before it is part of a migration. Each runs on its own, so VACUUM may be among them.
 */
export async function trySql(statements: string, target: { url: string | null; dataDir: string }) {
  const database = await openDatabase(
    target.url ?? { dataDir: target.dataDir, owner: 'the bench (--try-sql)' },
  );
  try {
    for (const statement of statements
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      console.log(`--try-sql: ${statement}`);
      await database.db.execute(sql.raw(statement));
    }
  } finally {
    await database.close();
  }
}
