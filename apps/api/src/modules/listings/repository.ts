import { and, asc, count, desc, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { listingImages, listings, photoRemovals } from '../../db/tables/listings';
import { users } from '../../db/tables/users';
import { listedBySql } from '../auth/repository';
import type { StoredPhoto } from '../images/service';
import { visibleUnsoldSql } from './rules';
import { syncSearchRows, touchesSearch } from './search-rows';
import type { SearchTx } from './search-transaction';

export type ListingKind = 'hostel' | 'property';
/** Who took a photo: the owner when listing, or the verifier on site. */
export type PhotoSource = 'owner' | 'verifier';
export type ListingRow = typeof listings.$inferSelect & {
  ownerName: string;
  ownerEmail: string;
  listedBy: string;
};
export type NewListing = typeof listings.$inferInsert;

export const listingColumns = {
  id: listings.id,
  kind: listings.kind,
  ownerId: listings.ownerId,
  name: listings.name,
  location: listings.location,
  lat: listings.lat,
  lon: listings.lon,
  price: listings.price,
  rooms: listings.rooms,
  bathrooms: listings.bathrooms,
  shutters: listings.shutters,
  widthM: listings.widthM,
  lengthM: listings.lengthM,
  beds: listings.beds,
  kitchen: listings.kitchen,
  dining: listings.dining,
  description: listings.description,
  gender: listings.gender,
  meals: listings.meals,
  amenities: listings.amenities,
  propertyType: listings.propertyType,
  furnished: listings.furnished,
  parking: listings.parking,
  water: listings.water,
  floor: listings.floor,
  contactApps: listings.contactApps,
  contactNo1: listings.contactNo1,
  contactNo2: listings.contactNo2,
  email: listings.email,
  verified: listings.verified,
  sold: listings.sold,
  verifiedAt: listings.verifiedAt,
  verifiedBy: listings.verifiedBy,
  verificationLevel: listings.verificationLevel,
  verificationExpiredAt: listings.verificationExpiredAt,
  changedSinceVerificationAt: listings.changedSinceVerificationAt,
  changedFields: listings.changedFields,
  priceChangedAt: listings.priceChangedAt,
  previousPrice: listings.previousPrice,
  confirmedAt: listings.confirmedAt,
  reminderSentAt: listings.reminderSentAt,
  stale: listings.stale,
  hiddenAt: listings.hiddenAt,
  heldByReports: listings.heldByReports,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  ownerName: users.name,
  ownerEmail: users.email,
  listedBy: listedBySql,
};

const selectListings = (db: DbOrTx) =>
  db.select(listingColumns).from(listings).innerJoin(users, eq(users.id, listings.ownerId));

/*
 * Every write to listings goes through the functions taking a SearchTx below: each brings the
 * listing's search rows (listing_places) into step in the same transaction, and the transaction's
 * commit tells the search cache (search-transaction.ts).
 */

const located = { id: listings.id, location: listings.location };

/** Stores new listings with their search rows (a listing stored verified is searchable at once). */
export async function insertListings(tx: SearchTx, values: NewListing[]): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await tx.insert(listings).values(values).returning(located);
  await syncSearchRows(tx, rows, { inserted: true });
  return rows.map((row) => row.id);
}

export async function insertListing(tx: SearchTx, values: NewListing): Promise<string> {
  const [id] = await insertListings(tx, [values]);
  if (!id) throw new Error('insert returned no row');
  return id;
}

/**
 * Sets `values` on the listings `where` selects, and their search rows follow when a column they
 * derive from is among them; answers the listings changed. Leaves `updatedAt` to the caller.
 */
export async function updateListingsWhere(
  tx: SearchTx,
  where: SQL,
  values: PgUpdateSetSource<typeof listings>,
): Promise<string[]> {
  // A listing no longer verified has no verification level either (nothing sets that today).
  const set = values.verified === false ? { ...values, verificationLevel: null } : values;
  const rows = await tx.update(listings).set(set).where(where).returning(located);
  if (touchesSearch(set)) await syncSearchRows(tx, rows);
  return rows.map((row) => row.id);
}

/** A change to one listing, as of now. */
export async function updateListing(tx: SearchTx, id: string, values: PgUpdateSetSource<typeof listings>) {
  await updateListingsWhere(tx, eq(listings.id, id), { ...values, updatedAt: new Date() });
}

/** Removes the listing; its search rows, photo rows and applications go with it (cascade). */
export async function deleteListing(tx: SearchTx, id: string) {
  await tx.delete(listings).where(eq(listings.id, id));
}

/**
 * Holds the owner's row until the transaction ends, so two listings sent at once by one account
 * are counted one after the other against its daily allowance.
 */
export async function lockOwner(tx: Tx, ownerId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

/** Listings of any kind this owner created in the last 24 hours, by the database's clock. */
export async function countCreatedToday(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.ownerId, ownerId), gte(listings.createdAt, sql`now() - interval '24 hours'`)));
  return row?.n ?? 0;
}

/** Never verified, or verified once and expired since: the admin's queue, for (re-)verification. */
export const awaitingVerification = or(
  eq(listings.verified, false),
  isNotNull(listings.verificationExpiredAt),
)!;

/** How many listings of this kind wait for verification (the admin's queue). */
export async function countUnverified(db: DbOrTx, kind: ListingKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.kind, kind), awaitingVerification));
  return row?.n ?? 0;
}

export async function findListing(db: DbOrTx, id: string, kind?: ListingKind): Promise<ListingRow | null> {
  const where = kind ? and(eq(listings.id, id), eq(listings.kind, kind)) : eq(listings.id, id);
  const [row] = await selectListings(db).where(where).limit(1);
  return row ?? null;
}

/**
 * The listing, its row held until the transaction ends against changes (hiding, renting, a new
 * verification): what is decided from it stays true until the transaction commits.
 */
export async function findListingHeld(tx: Tx, id: string): Promise<ListingRow | null> {
  const [row] = await selectListings(tx).where(eq(listings.id, id)).limit(1).for('share', { of: listings });
  return row ?? null;
}

/**
 * Holds the listing's row until the transaction ends: changes to one listing's photos run one
 * after the other, each seeing what the one before it stored.
 */
export async function lockListing(tx: Tx, id: string) {
  await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, id)).for('update');
}

/** Whether this listing's photo at `position` was removed within the last `withinSeconds`. */
export async function wasRemovedJustNow(tx: Tx, listingId: string, position: number, withinSeconds: number) {
  const [row] = await tx
    .select({ at: photoRemovals.removedAt })
    .from(photoRemovals)
    .where(
      and(
        eq(photoRemovals.listingId, listingId),
        eq(photoRemovals.position, position),
        gte(photoRemovals.removedAt, sql`now() - ${withinSeconds}::int * interval '1 second'`),
      ),
    );
  return row !== undefined;
}

export async function recordRemoval(tx: Tx, listingId: string, position: number, storageKey: string) {
  const values = { listingId, position, storageKey, removedAt: sql`now()` };
  await tx
    .insert(photoRemovals)
    .values(values)
    .onConflictDoUpdate({
      target: photoRemovals.listingId,
      set: { position, storageKey, removedAt: sql`now()` },
    });
}

/** A verifier's photo's evidence as stored (`listing_images`); the owner's photos have none. */
export type PhotoEvidenceColumns = Pick<
  typeof listingImages.$inferInsert,
  'sha256' | 'takenAt' | 'lat' | 'lon' | 'positionSource'
>;

/**
 * Sets the listing's photos from this source to exactly `photos`, in that order; the others stay.
 * Search results show photos, so this too takes a SearchTx.
 */
export async function replaceImages(
  tx: SearchTx,
  listingId: string,
  photos: (Pick<StoredPhoto, 'key' | 'width' | 'height' | 'bytes'> & Partial<PhotoEvidenceColumns>)[],
  source: PhotoSource = 'owner',
) {
  await tx
    .delete(listingImages)
    .where(and(eq(listingImages.listingId, listingId), eq(listingImages.source, source)));
  if (photos.length === 0) return;
  await tx.insert(listingImages).values(
    photos.map((p, position) => ({
      listingId,
      source,
      position,
      storageKey: p.key,
      width: p.width,
      height: p.height,
      bytes: p.bytes,
      sha256: p.sha256 ?? null,
      takenAt: p.takenAt ?? null,
      lat: p.lat ?? null,
      lon: p.lon ?? null,
      positionSource: p.positionSource ?? null,
    })),
  );
}

/** The listing's photos in order: from one source, or all of them (the owner's first). */
export type ImageRow = Awaited<ReturnType<typeof imageRowsOf>>[number];

export async function imageRowsOf(db: DbOrTx, listingId: string, source?: PhotoSource) {
  const where = source
    ? and(eq(listingImages.listingId, listingId), eq(listingImages.source, source))
    : eq(listingImages.listingId, listingId);
  return db
    .select({
      key: listingImages.storageKey,
      width: listingImages.width,
      height: listingImages.height,
      bytes: listingImages.bytes,
    })
    .from(listingImages)
    .where(where)
    .orderBy(asc(listingImages.source), asc(listingImages.position));
}

/** Of these photo keys, the ones no listing uses any more (demo data shares photos between listings). */
export async function unreferencedKeys(db: DbOrTx, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = await db
    .selectDistinct({ key: listingImages.storageKey })
    .from(listingImages)
    .where(inArray(listingImages.storageKey, keys));
  const stillUsed = new Set(used.map((u) => u.key));
  return keys.filter((k) => !stillUsed.has(k));
}

/** Listings every visitor may open and not yet sold (worth a search engine's visit; `rules.ts`), newest change first. */
export async function verifiedUnsold(db: DbOrTx, limit: number) {
  return db
    .select({ id: listings.id, kind: listings.kind, updatedAt: listings.updatedAt })
    .from(listings)
    .where(visibleUnsoldSql('listings'))
    .orderBy(desc(listings.updatedAt), asc(listings.id))
    .limit(limit);
}
