import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings } from '../../db/tables/listings';
import { verifications } from '../../db/tables/trust';
import { users } from '../../db/tables/users';
import { updateListingsWhere, type ListingRow } from './repository';
import { visibleUnsoldSql } from './rules';
import type { SearchTx } from './search-transaction';

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
export function expireVerifications(tx: SearchTx, at: Date, validDays: number): Promise<string[]> {
  return updateListingsWhere(
    tx,
    and(
      eq(listings.verified, true),
      isNull(listings.verificationExpiredAt),
      lte(listings.verifiedAt, daysBefore(at, validDays)),
    )!,
    { verificationExpiredAt: sql`${listings.verifiedAt} + ${validDays}::int * interval '1 day'` },
  );
}

/** Unsold listings unconfirmed for `days` at `at` leave search: returns the listings changed. */
export function markStale(tx: SearchTx, at: Date, days: number): Promise<string[]> {
  return updateListingsWhere(
    tx,
    and(
      eq(listings.stale, false),
      eq(listings.sold, false),
      lte(listings.confirmedAt, daysBefore(at, days)),
    )!,
    { stale: true },
  );
}

/**
 * Unsold listings every visitor may open (`rules.ts`), unconfirmed for `days` at `at`, whose owner has not been reminded
 * since they last confirmed: each is marked reminded and returned with what the email needs.
 */
export async function takeDueReminders(tx: SearchTx, at: Date, days: number) {
  const ids = await updateListingsWhere(
    tx,
    and(
      visibleUnsoldSql('listings'),
      lte(listings.confirmedAt, daysBefore(at, days)),
      or(isNull(listings.reminderSentAt), lte(listings.reminderSentAt, listings.confirmedAt)),
    )!,
    { reminderSentAt: at },
  );
  if (ids.length === 0) return [];
  const due = await tx
    .select({
      listingId: listings.id,
      listingName: listings.name,
      id: users.id,
      name: users.name,
      email: users.email,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(inArray(listings.id, ids));
  return due.map(({ listingId, listingName, ...owner }) => ({ listingId, listingName, owner }));
}

/** What the owner saying it is still available sets: confirmed now, back in search, reminders start again. */
export const confirmedNow = { confirmedAt: sql`now()`, stale: false, reminderSentAt: null };

/** The owner says it is still available. */
export async function confirmAvailable(tx: SearchTx, id: string) {
  await updateListingsWhere(tx, eq(listings.id, id), confirmedNow);
}
