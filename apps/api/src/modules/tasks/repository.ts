import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { listings } from '../../db/tables/listings';
import { taskAssignees, tasks } from '../../db/tables/tasks';
import type { OpenTaskIdsSql } from '../freelancers/repository';

const taskColumns = {
  id: tasks.id,
  listingId: tasks.listingId,
  description: tasks.description,
  expiresAt: tasks.expiresAt,
  acceptedBy: tasks.acceptedBy,
  acceptedAt: tasks.acceptedAt,
  completedAt: tasks.completedAt,
  createdAt: tasks.createdAt,
  room: {
    id: listings.id,
    kind: listings.kind,
    name: listings.name,
    location: listings.location,
    contactNo1: listings.contactNo1,
    contactNo2: listings.contactNo2,
    lat: listings.lat,
    lon: listings.lon,
    price: listings.price,
    shutters: listings.shutters,
    verified: listings.verified,
  },
};
/** A task with the listing (a property or a hostel) it is about. */
export type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

function selectTasks(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(taskColumns)
    .from(tasks)
    .innerJoin(listings, eq(listings.id, tasks.listingId))
    .where(where)
    .orderBy(asc(tasks.expiresAt), desc(tasks.createdAt));
}

const assignedTo = (freelancerId: string | AnyPgColumn) =>
  sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.freelancerId} = ${freelancerId})`;
const notCompleted = isNull(tasks.completedAt);
const notPastDue = (now: Date | SQL) => gt(tasks.expiresAt, now);

/** Work on a freelancer's plate: offered to them or taken by them, neither completed nor past due. */
const isOpenFor = (freelancerId: string | AnyPgColumn, now: Date | SQL) =>
  and(
    assignedTo(freelancerId),
    or(isNull(tasks.acceptedBy), eq(tasks.acceptedBy, freelancerId)),
    notCompleted,
    notPastDue(now),
  );

/**
 * Holds the listing's row until the transaction ends, so assignments to one listing run one at a
 * time: the second sees the first's task (one open task per listing, however many admins click).
 */
export async function lockListing(tx: Tx, listingId: string) {
  await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for('update');
}

/** Whether a task on this listing is still open: neither completed nor past due (accepted or not). */
export async function hasOpenTask(db: DbOrTx, listingId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.listingId, listingId), notCompleted, notPastDue(now)))
    .limit(1);
  return rows.length === 1;
}

/** Every open task (neither completed nor past due), for the admin's queues: at most one a listing. */
export function openTasks(db: DbOrTx, now: Date) {
  return selectTasks(db, and(notCompleted, notPastDue(now)));
}

export async function insertTask(
  db: DbOrTx,
  values: { listingId: string; description: string; expiresAt: Date; createdBy: string },
  freelancerIds: string[],
): Promise<string> {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  if (!row) throw new Error('insert returned no row');
  await db
    .insert(taskAssignees)
    .values(freelancerIds.map((freelancerId) => ({ taskId: row.id, freelancerId })));
  return row.id;
}

export async function findTask(db: DbOrTx, id: string): Promise<TaskRow | null> {
  const [row] = await selectTasks(db, eq(tasks.id, id)).limit(1);
  return row ?? null;
}

export async function assigneeIdsOf(db: DbOrTx, taskId: string): Promise<string[]> {
  const rows = await db
    .select({ id: taskAssignees.freelancerId })
    .from(taskAssignees)
    .where(eq(taskAssignees.taskId, taskId));
  return rows.map((r) => r.id);
}

/** Which freelancers each of these tasks was given to. */
export async function assignmentsOf(db: DbOrTx, taskIds: string[]) {
  if (taskIds.length === 0) return [];
  return db
    .select({ taskId: taskAssignees.taskId, freelancerId: taskAssignees.freelancerId })
    .from(taskAssignees)
    .where(inArray(taskAssignees.taskId, taskIds));
}

/** Offered to this freelancer and still waiting for someone to accept it. */
export function requestsFor(db: DbOrTx, freelancerId: string, now: Date) {
  return selectTasks(
    db,
    and(assignedTo(freelancerId), isNull(tasks.acceptedBy), notCompleted, notPastDue(now)),
  );
}

/** Accepted by this freelancer; past-due ones are hidden. */
export function acceptedBy(db: DbOrTx, freelancerId: string, now: Date) {
  return selectTasks(db, and(eq(tasks.acceptedBy, freelancerId), notPastDue(now)));
}

/** Work on the freelancer's plate: offered to them or taken by them, neither completed nor past due. */
export function openFor(db: DbOrTx, freelancerId: string, now: Date) {
  return selectTasks(db, isOpenFor(freelancerId, now));
}

/** The same rule (`isOpenFor`), as a subquery the freelancers module reads with each freelancer. */
export const openTaskIdsOf: OpenTaskIdsSql = (freelancerId) =>
  sql<
    string[]
  >`coalesce((select array_agg(${tasks.id} order by ${tasks.expiresAt}) from ${tasks} where ${isOpenFor(freelancerId, sql`now()`)}), '{}')`;

/** The first to accept takes it: one conditional update, so of two at once exactly one wins. */
export async function accept(db: DbOrTx, id: string, freelancerId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ acceptedBy: freelancerId, acceptedAt: now })
    .where(
      and(
        eq(tasks.id, id),
        isNull(tasks.acceptedBy),
        notCompleted,
        notPastDue(now),
        assignedTo(freelancerId),
      ),
    )
    .returning({ id: tasks.id });
  return rows.length === 1;
}

/** Completes a task its acceptor still holds, once; false when it was completed first. */
export async function complete(db: DbOrTx, id: string, freelancerId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ completedAt: now })
    .where(and(eq(tasks.id, id), eq(tasks.acceptedBy, freelancerId), notCompleted, notPastDue(now)))
    .returning({ id: tasks.id });
  return rows.length === 1;
}

/** Whether this freelancer has accepted an open task on this listing (and so may look at it before it is verified). */
export async function isInspecting(db: DbOrTx, listingId: string, freelancerId: string, now: Date) {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(eq(tasks.listingId, listingId), eq(tasks.acceptedBy, freelancerId), notCompleted, notPastDue(now)),
    )
    .limit(1);
  return rows.length === 1;
}
