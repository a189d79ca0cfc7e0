import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { freelancers } from '../../db/tables/freelancers';
import { users } from '../../db/tables/users';

export type FreelancerRow = typeof freelancers.$inferSelect;

/** What a task shows of the freelancers it was given to. */
const profileColumns = {
  id: freelancers.id,
  name: freelancers.name,
  email: freelancers.email,
  phone: freelancers.phone,
  location: freelancers.location,
};
export type FreelancerStatus = FreelancerRow['status'];

/** Null when the account already has a live (pending or approved) sign-up: the unique index decides. */
export async function insertSignup(
  db: DbOrTx,
  values: typeof freelancers.$inferInsert,
): Promise<FreelancerRow | null> {
  const [row] = await db.insert(freelancers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findLiveSignupOf(db: DbOrTx, userId: string): Promise<FreelancerRow | null> {
  const [row] = await db
    .select()
    .from(freelancers)
    .where(and(eq(freelancers.userId, userId), inArray(freelancers.status, ['pending', 'approved'])))
    .limit(1);
  return row ?? null;
}

export async function findFreelancer(db: DbOrTx, id: string): Promise<FreelancerRow | null> {
  const [row] = await db.select().from(freelancers).where(eq(freelancers.id, id)).limit(1);
  return row ?? null;
}

/** `%`, `_` and `\` typed by a user match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listPending(db: DbOrTx, query: { page: number; limit: number; q?: string }) {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = and(
    eq(freelancers.status, 'pending'),
    pattern
      ? or(
          ilike(freelancers.name, pattern),
          ilike(freelancers.email, pattern),
          ilike(freelancers.location, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(freelancers)
      .where(where)
      .orderBy(desc(freelancers.createdAt), desc(freelancers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(freelancers).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Approves or rejects a pending sign-up once; null when it is not pending (any more). */
export async function decide(
  db: DbOrTx,
  id: string,
  status: 'approved' | 'rejected',
  by: string,
): Promise<FreelancerRow | null> {
  const [row] = await db
    .update(freelancers)
    .set({ status, decidedAt: new Date(), decidedBy: by })
    .where(and(eq(freelancers.id, id), eq(freelancers.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Approved freelancers whose account still has the Freelancer role. */
const approved = and(eq(freelancers.status, 'approved'), eq(users.role, 'Freelancer'));

/** A freelancer's open task ids as a correlated subquery; the tasks module owns the rule. */
export type OpenTaskIdsSql = (freelancerId: AnyPgColumn) => SQL<string[]>;

export type ApprovedFreelancer = FreelancerRow & { accountEmail: string; openTaskIds: string[] };

export async function listApproved(db: DbOrTx, openTaskIds: OpenTaskIdsSql): Promise<ApprovedFreelancer[]> {
  const rows = await db
    .select({ freelancer: freelancers, accountEmail: users.email, openTaskIds: openTaskIds(freelancers.id) })
    .from(freelancers)
    .innerJoin(users, eq(users.id, freelancers.userId))
    .where(approved)
    .orderBy(asc(freelancers.name));
  return rows.map((r) => ({ ...r.freelancer, accountEmail: r.accountEmail, openTaskIds: r.openTaskIds }));
}

/** The approved freelancers among `ids`, with the email of their account (where their mail goes). */
export async function findApprovedByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ ...profileColumns, accountEmail: users.email })
    .from(freelancers)
    .innerJoin(users, eq(users.id, freelancers.userId))
    .where(and(inArray(freelancers.id, ids), approved));
}

/** The account's approved freelancer profile, if it is one. */
export async function findApprovedByUser(db: DbOrTx, userId: string): Promise<FreelancerRow | null> {
  const [row] = await db
    .select({ freelancer: freelancers })
    .from(freelancers)
    .innerJoin(users, eq(users.id, freelancers.userId))
    .where(and(eq(freelancers.userId, userId), approved))
    .limit(1);
  return row?.freelancer ?? null;
}

/** Freelancer profiles by id, whatever their status (a task keeps showing who it was given to). */
export async function findByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select(profileColumns).from(freelancers).where(inArray(freelancers.id, ids));
}
