import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/tables/applications';
import type { ApplicantCountSql } from '../listings/presentable-reader';
import type { SearchTx } from '../listings/search-transaction';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationStatus = 'pending' | 'completed';

const notRemoved = isNull(applications.removedAt);
const byStatus = (status: ApplicationStatus) =>
  and(
    notRemoved,
    status === 'pending' ? isNull(applications.completedAt) : isNotNull(applications.completedAt),
  );

/**
 * Null when this email already has a pending application to this listing. Search results count
 * applicants: adding or removing one takes the listings' SearchTx, so remembered searches follow.
 */
export async function insertApplication(
  tx: SearchTx,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow | null> {
  const [row] = await tx.insert(applications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Applicants of a listing: every application not removed, so the count can never drift. */
export const applicantCountOf: ApplicantCountSql = (listingId) =>
  sql<number>`(select count(*)::int from ${applications} where ${applications.listingId} = ${listingId} and ${applications.removedAt} is null)`;

export async function listByStatus(db: DbOrTx, status: ApplicationStatus, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(byStatus(status))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(applications).where(byStatus(status)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export function listForListings(db: DbOrTx, listingIds: string[]): Promise<ApplicationRow[]> {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(applications)
    .where(and(inArray(applications.listingId, listingIds), notRemoved))
    .orderBy(desc(applications.createdAt));
}

/**
 * Each listing's open and new applications (not removed). Until states are stored, every
 * application not completed counts as open and new.
 */
export async function countsOf(db: DbOrTx, listingIds: string[]) {
  const counts = new Map<string, { open: number; new: number }>();
  if (listingIds.length === 0) return counts;
  const rows = await db
    .select({
      listingId: applications.listingId,
      open: sql<number>`count(*) filter (where ${applications.completedAt} is null)::int`,
    })
    .from(applications)
    .where(and(inArray(applications.listingId, listingIds), notRemoved))
    .groupBy(applications.listingId);
  for (const row of rows) counts.set(row.listingId, { open: row.open, new: row.open });
  return counts;
}

export async function findApplication(db: DbOrTx, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

/**
 * Marks a pending application done. Not one removed meanwhile, even by a request that removed it
 * after this one read it: false when nothing was marked (removed, or done already).
 */
export async function markCompleted(db: DbOrTx, id: string, by: string): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ completedAt: new Date(), completedBy: by })
    .where(and(eq(applications.id, id), isNull(applications.completedAt), notRemoved))
    .returning({ id: applications.id });
  return rows.length > 0;
}

export async function markRemoved(tx: SearchTx, id: string, by: string) {
  await tx
    .update(applications)
    .set({ removedAt: new Date(), removedBy: by })
    .where(and(eq(applications.id, id), notRemoved));
}
