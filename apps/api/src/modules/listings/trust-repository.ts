import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings } from '../../db/tables/listings';
import { verifications } from '../../db/tables/trust';
import { users } from '../../db/tables/users';
import type { ListingRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);

export type NewVerification = typeof verifications.$inferInsert;

/** Adds a verification to the listing's history; the newest is its evidence. */
export async function insertVerification(db: DbOrTx, values: NewVerification) {
  await db.insert(verifications).values(values);
}

/**
 * What the owner stated when listing, to set beside what was measured: a hostel's owner gives its
 * rooms; a property's owner gives no measurements (its rooms and size come only from verification).
 */
export function statedBy(listing: ListingRow) {
  return listing.kind === 'hostel'
    ? {
        statedRooms: listing.rooms,
        statedBathrooms: listing.bathrooms,
        statedLengthM: null,
        statedWidthM: null,
      }
    : { statedRooms: null, statedBathrooms: null, statedLengthM: null, statedWidthM: null };
}

/**
 * Marks every current verification older than `validDays` at `at` as expired on the day it ran
 * out; returns the listings changed.
 */
export async function expireVerifications(db: DbOrTx, at: Date, validDays: number): Promise<string[]> {
  const rows = await db
    .update(listings)
    .set({ verificationExpiredAt: sql`${listings.verifiedAt} + ${validDays}::int * interval '1 day'` })
    .where(
      and(
        eq(listings.verified, true),
        isNull(listings.verificationExpiredAt),
        lte(listings.verifiedAt, daysBefore(at, validDays)),
      ),
    )
    .returning({ id: listings.id });
  return rows.map((r) => r.id);
}

/** Unsold listings unconfirmed for `days` at `at` leave search: returns the listings changed. */
export async function markStale(db: DbOrTx, at: Date, days: number): Promise<string[]> {
  const rows = await db
    .update(listings)
    .set({ stale: true })
    .where(
      and(
        eq(listings.stale, false),
        eq(listings.sold, false),
        lte(listings.confirmedAt, daysBefore(at, days)),
      ),
    )
    .returning({ id: listings.id });
  return rows.map((r) => r.id);
}

/**
 * Verified, unsold, public listings unconfirmed for `days` at `at` whose owner has not been reminded
 * since they last confirmed: each is marked reminded and returned with what the email needs.
 */
export async function takeDueReminders(db: DbOrTx, at: Date, days: number) {
  const due = await db
    .update(listings)
    .set({ reminderSentAt: at })
    .where(
      and(
        eq(listings.verified, true),
        eq(listings.sold, false),
        isNull(listings.hiddenAt),
        lte(listings.confirmedAt, daysBefore(at, days)),
        or(isNull(listings.reminderSentAt), lte(listings.reminderSentAt, listings.confirmedAt)),
      ),
    )
    .returning({ id: listings.id, name: listings.name, ownerId: listings.ownerId });
  if (due.length === 0) return [];
  const owners = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`${users.id} in ${due.map((d) => d.ownerId)}`);
  return due.flatMap((d) => {
    const owner = owners.find((o) => o.id === d.ownerId);
    return owner ? [{ listingId: d.id, listingName: d.name, owner }] : [];
  });
}

/** The owner says it is still available: confirmed now, back in search, reminders start again. */
export async function confirmAvailable(db: DbOrTx, id: string) {
  await db
    .update(listings)
    .set({ confirmedAt: sql`now()`, stale: false, reminderSentAt: null })
    .where(eq(listings.id, id));
}
