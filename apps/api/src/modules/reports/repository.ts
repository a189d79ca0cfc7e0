import { and, count, countDistinct, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings } from '../../db/tables/listings';
import { reportNotices, reports } from '../../db/tables/trust';

export type NewReport = typeof reports.$inferInsert;
export type ReportStatus = (typeof reports.$inferSelect)['status'];

export async function insertReport(db: DbOrTx, values: NewReport) {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Whether this reporter already has an open report about this listing. */
export async function hasOpenReport(db: DbOrTx, listingId: string, reporterKey: string) {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(eq(reports.listingId, listingId), eq(reports.reporterKey, reporterKey), eq(reports.status, 'open')),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * How many open reports about this listing count toward holding it: one per network of the
 * logged-in reporters (anonymous reports have no hold key and count for nothing).
 */
export async function openHoldingReporters(db: DbOrTx, listingId: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(reports.holdKey) })
    .from(reports)
    .where(and(eq(reports.listingId, listingId), eq(reports.status, 'open')));
  return row?.n ?? 0;
}

/**
 * Claims today's mail to the owner about reports on this listing: true when none was sent in the
 * last day (and records this one), false otherwise. One statement, so of two reports at once only
 * one claims it, on PGlite and PostgreSQL alike.
 */
export async function claimReportNotice(db: DbOrTx, listingId: string): Promise<boolean> {
  const rows = await db
    .insert(reportNotices)
    .values({ listingId, mailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: reportNotices.listingId,
      set: { mailedAt: sql`now()` },
      setWhere: sql`${reportNotices.mailedAt} <= now() - interval '1 day'`,
    })
    .returning({ listingId: reportNotices.listingId });
  return rows.length > 0;
}

const openCount = sql<number>`(select count(*)::int from ${reports} r where r.listing_id = ${reports.listingId} and r.status = 'open')`;

const columns = {
  id: reports.id,
  listingId: reports.listingId,
  reason: reports.reason,
  details: reports.details,
  status: reports.status,
  createdAt: reports.createdAt,
  decidedAt: reports.decidedAt,
  listingKind: listings.kind,
  listingName: listings.name,
  listingLocation: listings.location,
  listingSold: listings.sold,
  listingHiddenAt: listings.hiddenAt,
  listingHeld: listings.heldByReports,
  verified: listings.verified,
  verificationLevel: listings.verificationLevel,
  verifiedAt: listings.verifiedAt,
  changedSinceVerificationAt: listings.changedSinceVerificationAt,
  changedFields: listings.changedFields,
  openReports: openCount,
};

export type ReportRow = Awaited<ReturnType<typeof findReport>> & {};

const selectReports = (db: DbOrTx) =>
  db.select(columns).from(reports).innerJoin(listings, eq(listings.id, reports.listingId));

export async function findReport(db: DbOrTx, id: string) {
  const [row] = await selectReports(db).where(eq(reports.id, id)).limit(1);
  return row ?? null;
}

const byStatus = (status: 'open' | 'decided') =>
  status === 'open' ? eq(reports.status, 'open') : ne(reports.status, 'open');

/** One page of reports, newest first. */
export function reportPage(db: DbOrTx, status: 'open' | 'decided', page: { page: number; limit: number }) {
  return selectReports(db)
    .where(byStatus(status))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}

export async function countReports(db: DbOrTx, status: 'open' | 'decided'): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(byStatus(status));
  return row?.n ?? 0;
}

/** Decides open reports: one (`ids`), or every open one about the listing. Returns how many changed. */
export async function decide(
  db: DbOrTx,
  target: { ids: string[] } | { listingId: string },
  status: Exclude<ReportStatus, 'open'>,
  adminId: string,
) {
  const which = 'ids' in target ? inArray(reports.id, target.ids) : eq(reports.listingId, target.listingId);
  const rows = await db
    .update(reports)
    .set({ status, decidedAt: sql`now()`, decidedBy: adminId })
    .where(and(which, eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return rows.length;
}
