import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { shortlistItems, shortlistShares } from '../../db/tables/shortlist';

export type SavedItem = { listingId: string; createdAt: Date };

/** An advisory lock space of its own (two-key form), then the account's lock in it. */
const SHORTLIST_LOCKS = 0x47_42_48_53;

/**
 * Holds the account's shortlist until the transaction ends, so two saves sent at once are counted
 * one after the other against the cap.
 */
export async function lockShortlist(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SHORTLIST_LOCKS}, hashtext(${userId}))`);
}

/** The account's saved listings, newest first (the listing id breaks ties, for a stable order). */
export function savedItems(db: DbOrTx, userId: string): Promise<SavedItem[]> {
  return db
    .select({ listingId: shortlistItems.listingId, createdAt: shortlistItems.createdAt })
    .from(shortlistItems)
    .where(eq(shortlistItems.userId, userId))
    .orderBy(desc(shortlistItems.createdAt), desc(shortlistItems.listingId));
}

export async function countSaved(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shortlistItems).where(eq(shortlistItems.userId, userId));
  return row?.n ?? 0;
}

export async function isSaved(db: DbOrTx, userId: string, listingId: string): Promise<boolean> {
  const rows = await db
    .select({ id: shortlistItems.listingId })
    .from(shortlistItems)
    .where(and(eq(shortlistItems.userId, userId), eq(shortlistItems.listingId, listingId)))
    .limit(1);
  return rows.length > 0;
}

/** Saves these listings (with their times); one already saved keeps its own time. */
export async function insertItems(db: DbOrTx, userId: string, items: SavedItem[]) {
  if (items.length === 0) return;
  await db
    .insert(shortlistItems)
    .values(items.map((item) => ({ userId, ...item })))
    .onConflictDoNothing();
}

export async function deleteItem(db: DbOrTx, userId: string, listingId: string) {
  await db
    .delete(shortlistItems)
    .where(and(eq(shortlistItems.userId, userId), eq(shortlistItems.listingId, listingId)));
}

/** The account whose share link this is, or null for a token no account has (now). */
export async function ownerOfToken(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: shortlistShares.userId })
    .from(shortlistShares)
    .where(eq(shortlistShares.token, token))
    .limit(1);
  return row?.userId ?? null;
}

export async function findShareToken(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: shortlistShares.token })
    .from(shortlistShares)
    .where(eq(shortlistShares.userId, userId))
    .limit(1);
  return row?.token ?? null;
}

/** Stores the account's share token unless it has one already; answers the one it has. */
export async function insertShareToken(db: DbOrTx, userId: string, token: string): Promise<string> {
  await db.insert(shortlistShares).values({ userId, token }).onConflictDoNothing();
  const stored = await findShareToken(db, userId);
  if (!stored) throw new Error('share token was not stored');
  return stored;
}

export async function deleteShareToken(db: DbOrTx, userId: string) {
  await db.delete(shortlistShares).where(eq(shortlistShares.userId, userId));
}
