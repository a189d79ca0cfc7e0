import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { savedSearches } from '../../db/tables/saved-searches';
import { users } from '../../db/tables/users';

export type SavedSearchRow = Awaited<ReturnType<typeof findOwned>> & {};
export type NewSavedSearch = Pick<typeof savedSearches.$inferInsert, 'userId' | 'name' | 'kind' | 'query'>;

const columns = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  name: savedSearches.name,
  kind: savedSearches.kind,
  query: savedSearches.query,
  paused: savedSearches.paused,
  checkedAt: savedSearches.checkedAt,
  createdAt: savedSearches.createdAt,
  updatedAt: savedSearches.updatedAt,
};

/**
 * Holds the account's row until the transaction ends, so two searches saved at once by one account
 * are counted one after the other against its limit.
 */
export async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export async function insertSavedSearch(db: DbOrTx, values: NewSavedSearch) {
  const [row] = await db.insert(savedSearches).values(values).returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The account's saved searches, newest first. */
export function listOf(db: DbOrTx, userId: string) {
  return db
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** The saved search if this account has it; another account's is as good as missing. */
export async function findOwned(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .select(columns)
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Renames, pauses or resumes this account's saved search; null when it has none of that id. */
export async function updateOwned(
  db: DbOrTx,
  id: string,
  userId: string,
  values: { name?: string; paused?: boolean },
) {
  const [row] = await db
    .update(savedSearches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning(columns);
  return row ?? null;
}

/** Whether this account had a saved search of that id (now removed, with what its alerts sent). */
export async function deleteOwned(db: DbOrTx, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Pauses it whoever owns it (an unsubscribe link); null when it no longer exists. */
export async function pause(db: DbOrTx, id: string) {
  const [row] = await db
    .update(savedSearches)
    .set({
      paused: true,
      // Already paused: nothing changes, not even the time it last changed.
      updatedAt: sql`case when ${savedSearches.paused} then ${savedSearches.updatedAt} else now() end`,
    })
    .where(eq(savedSearches.id, id))
    .returning(columns);
  return row ?? null;
}
