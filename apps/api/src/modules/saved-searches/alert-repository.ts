import { and, asc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { savedSearchAlerts, savedSearches } from '../../db/tables/saved-searches';
import { users } from '../../db/tables/users';

export type DueSearch = Awaited<ReturnType<typeof dueSearches>>[number];
/** Where the last page of due searches ended: the next one starts after it. */
export type DueCursor = { checkedAt: Date; id: string };

/**
 * The check's time as JavaScript holds it (milliseconds; the column keeps microseconds), so a page's
 * cursor, read back into a Date, compares equal to the row it came from.
 */
const checkedAtMs = sql<Date>`date_trunc('milliseconds', ${savedSearches.checkedAt})`;

/**
 * Un-paused saved searches last checked at or before `dueBefore`, of accounts whose email address
 * is verified (alerts go only to a proven address), oldest check first, one page after `after`.
 */
export function dueSearches(db: DbOrTx, dueBefore: Date, after: DueCursor | null, limit: number) {
  const cursorAt = after && sql`${after.checkedAt.toISOString()}::timestamptz`;
  const afterCursor =
    after && cursorAt
      ? or(
          sql`${checkedAtMs} > ${cursorAt}`,
          and(sql`${checkedAtMs} = ${cursorAt}`, gt(savedSearches.id, after.id)),
        )
      : undefined;
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      kind: savedSearches.kind,
      query: savedSearches.query,
      checkedAt: savedSearches.checkedAt,
      createdAt: savedSearches.createdAt,
      email: users.email,
      userName: users.name,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.paused, false),
        lte(savedSearches.checkedAt, dueBefore),
        isNotNull(users.emailVerifiedAt),
        afterCursor,
      ),
    )
    .orderBy(asc(checkedAtMs), asc(savedSearches.id))
    .limit(limit);
}

/**
 * Takes this run's alert for the search, under a lock on its row: records the first `max` of
 * `candidates` it has not announced before as sent at `at`, and moves its check to `at`, together.
 * Null when the search changed since it was read (paused, deleted, or checked by another run):
 * then nothing is taken.
 */
export async function claimAlert(
  tx: Tx,
  search: { id: string; checkedAt: Date },
  candidates: string[],
  max: number,
  at: Date,
): Promise<string[] | null> {
  const [row] = await tx
    .select({ paused: savedSearches.paused, checkedAt: savedSearches.checkedAt })
    .from(savedSearches)
    .where(eq(savedSearches.id, search.id))
    .for('update');
  if (!row || row.paused || row.checkedAt.getTime() !== search.checkedAt.getTime()) return null;
  const announced =
    candidates.length === 0
      ? []
      : await tx
          .select({ listingId: savedSearchAlerts.listingId })
          .from(savedSearchAlerts)
          .where(
            and(
              eq(savedSearchAlerts.savedSearchId, search.id),
              inArray(savedSearchAlerts.listingId, candidates),
            ),
          );
  const fresh = candidates.filter((id) => !announced.some((a) => a.listingId === id)).slice(0, max);
  if (fresh.length > 0) {
    await tx
      .insert(savedSearchAlerts)
      .values(fresh.map((listingId) => ({ savedSearchId: search.id, listingId, sentAt: at })));
  }
  await tx.update(savedSearches).set({ checkedAt: at }).where(eq(savedSearches.id, search.id));
  return fresh;
}

/**
 * Gives back what `claimAlert` took when its email could not be sent: the listings count as not
 * announced and the search as not checked, so the next run tries again.
 */
export async function releaseAlert(
  tx: Tx,
  search: { id: string; checkedAt: Date },
  listingIds: string[],
  at: Date,
) {
  if (listingIds.length > 0) {
    await tx
      .delete(savedSearchAlerts)
      .where(
        and(
          eq(savedSearchAlerts.savedSearchId, search.id),
          inArray(savedSearchAlerts.listingId, listingIds),
          eq(savedSearchAlerts.sentAt, at),
        ),
      );
  }
  await tx
    .update(savedSearches)
    .set({ checkedAt: search.checkedAt })
    .where(and(eq(savedSearches.id, search.id), eq(savedSearches.checkedAt, at)));
}
