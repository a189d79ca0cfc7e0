import { AVAILABILITY_REMINDER_DAYS, type OwnerListing, type OwnerListingsQuery } from '@app/shared';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listingImages, listings } from '../../db/tables/listings';
import type { ImageService } from '../images/service';
import { ownerListingState } from './owner-listing-state';
import type { ApplicantCountSql } from './presentable-reader';
import { likePattern } from './search-repository';
import { verificationOf } from './trust-fields';

/**
 * The listing of the outer row, named with its table: a select from one table writes its columns
 * unqualified, and a bare "id" in a subquery would be the photo's own.
 */
const outerId = sql.raw('"listings"."id"');

/** The first photo of this source, by position (the unique index on listing, source, position serves it). */
const firstPhoto = (source: 'owner' | 'verifier') =>
  sql<string | null>`(select ${listingImages.storageKey} from ${listingImages}
    where ${listingImages.listingId} = ${outerId} and ${listingImages.source} = ${source}
    order by ${listingImages.position} limit 1)`;

/**
 * The owner's "still available" is wanted now: checked or visited (a verification is shown), not
 * rented, and out of search or not confirmed for AVAILABILITY_REMINDER_DAYS. The one place the
 * rule lives: the card's `toConfirm`, the attention count and the `needs=attention` filter use it.
 */
const toConfirmSql = sql<boolean>`(not ${listings.sold} and ${listings.verified}
  and ${listings.verificationLevel} is not null and ${listings.verifiedAt} is not null
  and (${listings.stale} or ${listings.confirmedAt} <= now() - ${sql.raw(`interval '${AVAILABILITY_REMINDER_DAYS} days'`)}))`;

const cardColumns = {
  id: listings.id,
  kind: listings.kind,
  name: listings.name,
  location: listings.location,
  price: listings.price,
  createdAt: listings.createdAt,
  sold: listings.sold,
  stale: listings.stale,
  confirmedAt: listings.confirmedAt,
  toConfirm: toConfirmSql,
  hiddenAt: listings.hiddenAt,
  heldByReports: listings.heldByReports,
  verified: listings.verified,
  verificationLevel: listings.verificationLevel,
  verifiedAt: listings.verifiedAt,
  verificationExpiredAt: listings.verificationExpiredAt,
  changedSinceVerificationAt: listings.changedSinceVerificationAt,
  changedFields: listings.changedFields,
  ownerPhoto: firstPhoto('owner'),
  verifierPhoto: firstPhoto('verifier'),
  photoCount: sql<number>`(select count(*)::int from ${listingImages}
    where ${listingImages.listingId} = ${outerId} and ${listingImages.source} = 'owner')`,
};

type CardRow = Awaited<ReturnType<typeof readPage>>[number];

/**
 * The filter of the page: its kind, `q` in the name or the location, any case, taken literally,
 * and with `needs=attention` only the listings with new applicants or due for confirming.
 */
function filterOf(query: OwnerListingsQuery, newApplicants: ApplicantCountSql): SQL | undefined {
  const pattern = query.q ? likePattern(query.q) : undefined;
  return and(
    query.kind ? eq(listings.kind, query.kind) : undefined,
    pattern ? or(ilike(listings.name, pattern), ilike(listings.location, pattern)) : undefined,
    query.needs === 'attention' ? sql`(${newApplicants(listings.id)} > 0 or ${toConfirmSql})` : undefined,
  );
}

const newestFirst = [desc(listings.createdAt), desc(listings.id)];

/**
 * One page of the owner's listings, newest first: the page's ids first (LIMIT and OFFSET over
 * `listings_owner_idx`), then the cards of those rows only, so the photo subqueries never run for
 * the rows an OFFSET skips.
 */
function readPage(db: DbOrTx, ownerId: string, query: OwnerListingsQuery, newApplicants: ApplicantCountSql) {
  const page = db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.ownerId, ownerId), filterOf(query, newApplicants)))
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as('page');
  return db
    .select(cardColumns)
    .from(listings)
    .innerJoin(page, eq(page.id, listings.id))
    .orderBy(...newestFirst);
}

/**
 * In one aggregate over the owner's rows (never the rows themselves): how many of each kind
 * (unfiltered), how many the filter keeps, and what needs the owner now over all of them.
 */
async function countOwned(
  db: DbOrTx,
  ownerId: string,
  query: OwnerListingsQuery,
  newApplicants: ApplicantCountSql,
) {
  const filter = filterOf(query, newApplicants);
  const owned = db
    .select({
      kind: listings.kind,
      kept: filter ? sql<boolean>`(${filter})`.as('kept') : sql<boolean>`true`.as('kept'),
      fresh: sql<number>`${newApplicants(listings.id)}`.as('fresh'),
      due: sql<boolean>`${toConfirmSql}`.as('due'),
    })
    .from(listings)
    .where(eq(listings.ownerId, ownerId))
    .as('owned');
  const [row] = await db
    .select({
      hostel: sql<number>`count(*) filter (where ${owned.kind} = 'hostel')::int`,
      property: sql<number>`count(*) filter (where ${owned.kind} = 'property')::int`,
      total: sql<number>`count(*) filter (where ${owned.kept})::int`,
      newApplicants: sql<number>`coalesce(sum(${owned.fresh}), 0)::int`,
      listingsWithNew: sql<number>`count(*) filter (where ${owned.fresh} > 0)::int`,
      toConfirm: sql<number>`count(*) filter (where ${owned.due})::int`,
    })
    .from(owned);
  return {
    hostel: row?.hostel ?? 0,
    property: row?.property ?? 0,
    total: row?.total ?? 0,
    attention: {
      newApplicants: row?.newApplicants ?? 0,
      listingsWithNew: row?.listingsWithNew ?? 0,
      toConfirm: row?.toConfirm ?? 0,
    },
  };
}

/** How many listings this user owns, of any kind. */
export async function countOwnedListings(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(eq(listings.ownerId, ownerId));
  return row?.n ?? 0;
}

/** A card of the owner's dashboard, applicants left to the caller (the applications module counts them). */
function toCard(row: CardRow, images: ImageService): Omit<OwnerListing, 'applicants'> {
  const photo = row.ownerPhoto ?? row.verifierPhoto;
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    location: row.location,
    price: row.price,
    image: photo === null ? null : images.urls(photo).thumb,
    photoCount: row.photoCount,
    createdAt: row.createdAt.toISOString(),
    state: ownerListingState(row),
    verification: verificationOf(row),
    sold: row.sold,
    stale: row.stale,
    confirmedAt: row.confirmedAt.toISOString(),
    toConfirm: row.toConfirm,
  };
}

/** The owner's dashboard: one page of their own listings (an admin's too: their own, not everybody's). */
export async function ownerListingsPage(
  db: DbOrTx,
  images: ImageService,
  newApplicants: ApplicantCountSql,
  ownerId: string,
  query: OwnerListingsQuery,
) {
  const [rows, counts] = await Promise.all([
    readPage(db, ownerId, query, newApplicants),
    countOwned(db, ownerId, query, newApplicants),
  ]);
  return {
    data: rows.map((row) => toCard(row, images)),
    meta: {
      total: counts.total,
      page: query.page,
      limit: query.limit,
      counts: { hostel: counts.hostel, property: counts.property },
      attention: counts.attention,
    },
  };
}
