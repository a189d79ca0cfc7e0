import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { listingImages, listings } from '../../db/tables/listings';
import { users } from '../../db/tables/users';
import { listingColumns, type ListingKind, type ListingRow } from './repository';

/** A listing's live applicant count as a correlated subquery; the applications module owns the rule. */
export type ApplicantCountSql = (listingId: AnyPgColumn) => SQL<number>;

/** A listing row with everything its wire shape needs beyond it: photo keys in order, applicants. */
export type PresentableRow = ListingRow & { imageKeys: string[]; applicants: number };

/** Reads listings ready to present, photos and applicants included, in one query per read (no N+1). */
export function createPresentableReader(applicantCount: ApplicantCountSql) {
  const columns = {
    ...listingColumns,
    imageKeys: sql<
      string[]
    >`coalesce((select array_agg(${listingImages.storageKey} order by ${listingImages.source}, ${listingImages.position}) from ${listingImages} where ${listingImages.listingId} = ${listings.id}), '{}')`,
    applicants: applicantCount(listings.id),
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

    /** One page of the listings of this kind waiting for verification, oldest first. */
    unverified(
      db: DbOrTx,
      kind: ListingKind,
      page: { page: number; limit: number },
    ): Promise<PresentableRow[]> {
      return select(db)
        .where(and(eq(listings.kind, kind), eq(listings.verified, false)))
        .orderBy(asc(listings.createdAt), asc(listings.id))
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
