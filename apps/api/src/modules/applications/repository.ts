import { OPEN_APPLICATION_STATES, type ApplicationState } from '@app/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicationStateChanges, applications } from '../../db/tables/applications';
import { users } from '../../db/tables/users';
import type { ApplicantCountSql } from '../listings/presentable-reader';
import type { SearchTx } from '../listings/search-transaction';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationStatus = 'pending' | 'completed';
/** The admin's list: by the specification's status, or by one state. */
export type ApplicationFilter = { status: ApplicationStatus; state?: ApplicationState | undefined };

const notRemoved = isNull(applications.removedAt);
const isOpen = inArray(applications.state, [...OPEN_APPLICATION_STATES]);
const byFilter = ({ status, state }: ApplicationFilter) =>
  and(
    notRemoved,
    state
      ? eq(applications.state, state)
      : status === 'pending'
        ? isOpen
        : eq(applications.state, 'accepted'),
  );

/**
 * Null when this email already has an open or accepted application to this listing. Search results
 * count applicants: adding or removing one takes the listings' SearchTx, so remembered searches follow.
 */
export async function insertApplication(
  tx: SearchTx,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow | null> {
  const [row] = await tx.insert(applications).values(values).onConflictDoNothing().returning();
  if (row) await recordStates(tx, [row], null);
  return row ?? null;
}

/** Applicants of a listing: every application not removed, so the count can never drift. */
export const applicantCountOf: ApplicantCountSql = (listingId) =>
  sql<number>`(select count(*)::int from ${applications} where ${applications.listingId} = ${listingId} and ${applications.removedAt} is null)`;

/** A listing's new applications (not yet opened by its owner, not removed): what My listings calls "new". */
export const newApplicantCountOf: ApplicantCountSql = (listingId) =>
  sql<number>`(select count(*)::int from ${applications} where ${applications.listingId} = ${listingId} and ${applications.removedAt} is null and ${applications.state} = 'new')`;

export async function listByFilter(db: DbOrTx, filter: ApplicationFilter, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(byFilter(filter))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(applications).where(byFilter(filter)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One page of a tenant's applications (not removed), newest first. */
export async function listMine(db: DbOrTx, applicantId: string, page: number, limit: number) {
  const mine = and(eq(applications.applicantId, applicantId), notRemoved);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(mine)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(applications).where(mine),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The phone of the user's newest application not removed (the My applications index), or null. */
export async function latestPhoneOf(db: DbOrTx, applicantId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: applications.phone })
    .from(applications)
    .where(and(eq(applications.applicantId, applicantId), notRemoved))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(1);
  return row?.phone ?? null;
}

export function listForListings(db: DbOrTx, listingIds: string[], limit?: number): Promise<ApplicationRow[]> {
  if (listingIds.length === 0) return Promise.resolve([]);
  const query = db
    .select()
    .from(applications)
    .where(and(inArray(applications.listingId, listingIds), notRemoved))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return limit === undefined ? query : query.limit(limit);
}

/** Each listing's open and new applications, and all of them in any state (not removed). */
export async function countsOf(db: DbOrTx, listingIds: string[]) {
  const counts = new Map<string, { open: number; new: number; all: number }>();
  if (listingIds.length === 0) return counts;
  const rows = await db
    .select({
      listingId: applications.listingId,
      open: sql<number>`count(*) filter (where ${isOpen})::int`,
      new: sql<number>`count(*) filter (where ${applications.state} = 'new')::int`,
      all: count(),
    })
    .from(applications)
    .where(and(inArray(applications.listingId, listingIds), notRemoved))
    .groupBy(applications.listingId);
  for (const row of rows) {
    counts.set(row.listingId, { open: Number(row.open), new: Number(row.new), all: Number(row.all) });
  }
  return counts;
}

export async function findApplication(db: DbOrTx, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

/** The history rows of these applications' latest changes. */
async function recordStates(db: DbOrTx, rows: ApplicationRow[], by: string | null) {
  if (rows.length === 0) return;
  await db
    .insert(applicationStateChanges)
    .values(rows.map((r) => ({ applicationId: r.id, state: r.state, at: r.stateChangedAt, byUserId: by })));
}

/** What a move writes beside the state: accepting is the specification's completing. */
const moveValues = (to: ApplicationState, at: Date, by: string | null) => ({
  state: to,
  stateChangedAt: at,
  ...(to === 'accepted' && { completedAt: at, completedBy: by }),
});

/**
 * Moves the application from `from` to `to`, with its history row; null when it is no longer in
 * `from` (another move came first) or was removed. Conditional on the state read, so of two moves
 * made from the same state only one passes.
 */
export async function moveState(
  tx: DbOrTx,
  id: string,
  from: ApplicationState,
  to: ApplicationState,
  by: string,
): Promise<ApplicationRow | null> {
  const rows = await tx
    .update(applications)
    .set(moveValues(to, new Date(), by))
    .where(and(eq(applications.id, id), eq(applications.state, from), notRemoved))
    .returning();
  await recordStates(tx, rows, by);
  return rows[0] ?? null;
}

/** The owner opened the listing's applicants: these new ones are seen now. Returns those moved. */
export async function markSeen(tx: DbOrTx, listingId: string, ids: string[], by: string) {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(applications)
    .set(moveValues('seen', new Date(), by))
    .where(
      and(
        eq(applications.listingId, listingId),
        inArray(applications.id, ids),
        eq(applications.state, 'new'),
        notRemoved,
      ),
    )
    .returning();
  await recordStates(tx, rows, by);
  return rows;
}

/** The listing was rented: its open applications are declined, closed because of it. */
export async function closeForRented(tx: DbOrTx, listingId: string, by: string) {
  const rows = await tx
    .update(applications)
    .set({ ...moveValues('declined', new Date(), by), closedBecauseRented: true })
    .where(and(eq(applications.listingId, listingId), isOpen, notRemoved))
    .returning();
  await recordStates(tx, rows, by);
  return rows;
}

/** Each change of these applications' states, oldest first. */
export async function historyOf(db: DbOrTx, ids: string[]) {
  const history = new Map<string, { state: ApplicationState; at: Date }[]>();
  if (ids.length === 0) return history;
  const rows = await db
    .select({
      applicationId: applicationStateChanges.applicationId,
      state: applicationStateChanges.state,
      at: applicationStateChanges.at,
    })
    .from(applicationStateChanges)
    .where(inArray(applicationStateChanges.applicationId, ids))
    .orderBy(asc(applicationStateChanges.at), asc(applicationStateChanges.id));
  for (const { applicationId, ...change } of rows) {
    history.set(applicationId, [...(history.get(applicationId) ?? []), change]);
  }
  return history;
}

/**
 * The verified address of each account these applications belong to: the only address an
 * application's news goes to (a typed one may be anybody's).
 */
export async function accountEmailsOf(db: DbOrTx, rows: Pick<ApplicationRow, 'applicantId'>[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.applicantId ? [r.applicantId] : [])))];
  if (ids.length === 0) return new Map<string, string>();
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.emailVerifiedAt)));
  return new Map(found.map((u) => [u.id, u.email]));
}

/**
 * The account that has just verified its email address takes over the applications made with that
 * address while logged out. Returns how many it took.
 */
export async function claimForAccount(db: DbOrTx, userId: string) {
  const rows = await db
    .update(applications)
    .set({ applicantId: userId })
    .where(
      and(
        isNull(applications.applicantId),
        sql`lower(${applications.email}) = (select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
      ),
    )
    .returning({ id: applications.id });
  return rows.length;
}

export async function markRemoved(tx: SearchTx, id: string, by: string) {
  await tx
    .update(applications)
    .set({ removedAt: new Date(), removedBy: by })
    .where(and(eq(applications.id, id), notRemoved));
}
