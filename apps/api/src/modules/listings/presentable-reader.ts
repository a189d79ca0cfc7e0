import type { ChecklistAnswer, ChecklistItem } from '@app/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { listingImages, listings } from '../../db/tables/listings';
import { verifications } from '../../db/tables/trust';
import { users } from '../../db/tables/users';
import { awaitingVerification, listingColumns, type ListingKind, type ListingRow } from './repository';

/** A listing's live applicant count as a correlated subquery; the applications module owns the rule. */
export type ApplicantCountSql = (listingId: AnyPgColumn) => SQL<number>;

/** The latest verification as stored (snake_case, timestamps as text), or null. */
export type VerificationRecord = {
  verifier_kind: 'freelancer' | 'team';
  verifier_first_name: string | null;
  verified_at: string;
  length_m: number | null;
  width_m: number | null;
  rooms: number | null;
  bathrooms: number | null;
  beds: number | null;
  kitchen: boolean | null;
  dining: boolean | null;
  stated_length_m: number | null;
  stated_width_m: number | null;
  stated_rooms: number | null;
  stated_bathrooms: number | null;
  checklist: { item: ChecklistItem; answer: ChecklistAnswer }[] | null;
  water_hours: number | null;
  notes: string | null;
  floor: number | null;
  /** When the earliest of the listing's verifier photos was taken; null without one known. */
  photos_taken_at: string | null;
};

/**
 * A listing row with everything its wire shape needs beyond it: photo keys in order (the verifier's
 * also apart), applicants, and its latest verification.
 */
export type PresentableRow = ListingRow & {
  imageKeys: string[];
  verifierImageKeys: string[];
  applicants: number;
  verification: VerificationRecord | null;
};

const latestVerification = sql<VerificationRecord | null>`(select json_build_object(
  'verifier_kind', v.verifier_kind, 'verifier_first_name', v.verifier_first_name, 'verified_at', v.verified_at,
  'length_m', v.length_m, 'width_m', v.width_m, 'rooms', v.rooms, 'bathrooms', v.bathrooms,
  'beds', v.beds, 'kitchen', v.kitchen, 'dining', v.dining,
  'stated_length_m', v.stated_length_m, 'stated_width_m', v.stated_width_m,
  'stated_rooms', v.stated_rooms, 'stated_bathrooms', v.stated_bathrooms,
  'checklist', v.checklist, 'water_hours', v.water_hours, 'notes', v.notes, 'floor', v.floor,
  'photos_taken_at', (select min(i.taken_at) from ${listingImages} i
    where i.listing_id = ${listings.id} and i.source = 'verifier'))
  from ${verifications} v where v.listing_id = ${listings.id} order by v.verified_at desc limit 1)`;

/** Reads listings ready to present, photos and applicants included, in one query per read (no N+1). */
export function createPresentableReader(applicantCount: ApplicantCountSql) {
  const columns = {
    ...listingColumns,
    imageKeys: sql<
      string[]
    >`coalesce((select array_agg(${listingImages.storageKey} order by ${listingImages.source}, ${listingImages.position}) from ${listingImages} where ${listingImages.listingId} = ${listings.id}), '{}')`,
    verifierImageKeys: sql<
      string[]
    >`coalesce((select array_agg(${listingImages.storageKey} order by ${listingImages.position}) from ${listingImages} where ${listingImages.listingId} = ${listings.id} and ${listingImages.source} = 'verifier'), '{}')`,
    applicants: applicantCount(listings.id),
    verification: latestVerification,
  };
  const select = (db: DbOrTx) =>
    db.select(columns).from(listings).innerJoin(users, eq(users.id, listings.ownerId));

  return {
    async byId(db: DbOrTx, id: string, kind: ListingKind): Promise<PresentableRow | null> {
      const [row] = await select(db)
        .where(and(eq(listings.id, id), eq(listings.kind, kind)))
        .limit(1);
      return row ?? null;
    },

    byIds(db: DbOrTx, ids: string[]): Promise<PresentableRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return select(db).where(inArray(listings.id, ids));
    },

    byOwner(db: DbOrTx, ownerId: string, kind: ListingKind): Promise<PresentableRow[]> {
      return select(db)
        .where(and(eq(listings.ownerId, ownerId), eq(listings.kind, kind)))
        .orderBy(desc(listings.createdAt));
    },

    /**
     * One page of the listings of this kind waiting for (re-)verification, oldest wait first: a new
     * listing waits from when it was listed, an expired one from when its verification ran out.
     */
    unverified(
      db: DbOrTx,
      kind: ListingKind,
      page: { page: number; limit: number },
    ): Promise<PresentableRow[]> {
      return select(db)
        .where(and(eq(listings.kind, kind), awaitingVerification))
        .orderBy(
          asc(sql`coalesce(${listings.verificationExpiredAt}, ${listings.createdAt})`),
          asc(listings.id),
        )
        .limit(page.limit)
        .offset((page.page - 1) * page.limit);
    },

    /** The listings `pageIds` (a query of `id`s in order) names, in that order. */
    page(db: DbOrTx, pageIds: SQL): Promise<PresentableRow[]> {
      const ordered = sql`(select id, row_number() over () as ord from (${pageIds}) ids) page`;
      return select(db)
        .innerJoin(ordered, sql`page.id = ${listings.id}`)
        .orderBy(sql`page.ord`);
    },
  };
}

export type PresentableReader = ReturnType<typeof createPresentableReader>;
