import {
  type Hostel,
  LISTING_CODES as M,
  type OwnerListingsQuery,
  type Property,
  type SearchQuery,
  type UnverifiedListQuery,
} from '@app/shared';
import { notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/guards';
import { countOwnedListings, ownerListingsPage } from './owner-listings';
import * as repo from './repository';
import { isShownInSearch, isVisibleToAll, requireVisible } from './rules';
import type { ListingContext } from './service-context';

/** Reading listings: one listing, search, the owner's list, the admin's queues, lists other modules keep. */
export function createListingReads(ctx: ListingContext) {
  const {
    db,
    images,
    read,
    newApplicantCount,
    listingSearch,
    present,
    presentHostels,
    presentProperties,
    callerFor,
  } = ctx;

  return {
    async getHostel(id: string, viewer: CurrentUser | null) {
      const row = await read.byId(db, id, 'hostel');
      const listing = requireVisible(row, await callerFor(row, viewer));
      const [hostel] = presentHostels([listing], viewer);
      if (!hostel) throw notFound(M.notFound);
      return hostel;
    },

    async getProperty(id: string, viewer: CurrentUser | null) {
      const row = await read.byId(db, id, 'property');
      const listing = requireVisible(row, await callerFor(row, viewer));
      const [property] = presentProperties([listing], viewer);
      if (!property) throw notFound(M.notFound);
      return property;
    },

    /** The listing row, if it exists, for modules that act on a listing (tasks, report decisions). */
    findListing: (id: string) => repo.findListing(db, id),

    /**
     * The listing row (null if there is none) and who is asking, for modules that act on it under
     * the rules of `rules.ts` (applying, reporting).
     */
    async findForCaller(id: string, viewer: CurrentUser | null) {
      const listing = await repo.findListing(db, id);
      return { listing, caller: await callerFor(listing, viewer) };
    },

    /** Listings every visitor may open, unsold (id, kind, last change), at most `limit`: the sitemap's entries. */
    publicListings: (limit: number) => repo.verifiedUnsold(db, limit),

    /** Many listings in their wire shape, keyed by id (no N+1). */
    async presentByIds(ids: string[], viewer: CurrentUser | null) {
      const presented = present(await read.byIds(db, [...new Set(ids)]), viewer);
      return new Map(presented.map((l) => [l._id, l]));
    },

    /** Verified listings of one kind matching the query, one page of them, sold last. */
    async search(kind: repo.ListingKind, query: SearchQuery, viewer: CurrentUser | null) {
      const { rows, meta } = await listingSearch.search(kind, query);
      return { data: present(rows, viewer), meta };
    },

    /**
     * For saved-search alerts: unsold listings matching the query (place, text, price, filters;
     * not its sort or page) verified after `verifiedAfter`, newest verification first, at most
     * `limit`, as the public sees them. Never cached.
     */
    async newMatches(
      kind: repo.ListingKind,
      query: SearchQuery,
      verifiedAfter: Date,
      limit: number,
    ): Promise<(Hostel | Property)[]> {
      return present(await listingSearch.newMatches(kind, query, verifiedAfter, limit), null);
    },

    async ownerHostels(user: CurrentUser) {
      return presentHostels(await read.byOwner(db, user.id, 'hostel'), user);
    },

    /** One page of the caller's own hostels and properties (an admin's own too), newest first, with counts per kind. */
    ownerListings: (user: CurrentUser, query: OwnerListingsQuery) =>
      ownerListingsPage(db, images, newApplicantCount, user.id, query),

    /** How many listings the user owns, of any kind. */
    listingCount: (user: CurrentUser) => countOwnedListings(db, user.id),

    /** One page of the hostels waiting for verification, oldest first, with the queue's length. */
    async unverifiedHostels(admin: CurrentUser, query: UnverifiedListQuery) {
      const [rows, total] = await Promise.all([
        read.unverified(db, 'hostel', query),
        repo.countUnverified(db, 'hostel'),
      ]);
      return { data: presentHostels(rows, admin), meta: { total, page: query.page, limit: query.limit } };
    },

    /** One page of the properties waiting for verification, oldest first, with the queue's length. */
    async unverifiedProperties(admin: CurrentUser, query: UnverifiedListQuery) {
      const [rows, total] = await Promise.all([
        read.unverified(db, 'property', query),
        repo.countUnverified(db, 'property'),
      ]);
      return { data: presentProperties(rows, admin), meta: { total, page: query.page, limit: query.limit } };
    },

    /**
     * Listings as visitors see them, keyed by id, for lists other modules keep (the shortlist).
     * `isVisible`: a visitor may open it (`rules.ts`). `status` is `hidden` when search does not
     * show it (not visible, held by reports, or out of search as unconfirmed), then `listing` is
     * null; otherwise `sold` or `available`, with its public view.
     */
    async publicByIds(ids: string[]) {
      const rows = await read.byIds(db, [...new Set(ids)]);
      return new Map(
        rows.map((row) => {
          const isVisible = isVisibleToAll(row);
          const isListed = isShownInSearch(row);
          const status = !isListed ? 'hidden' : row.sold ? 'sold' : 'available';
          const listing = isListed ? (present([row], null)[0] ?? null) : null;
          return [
            row.id,
            { id: row.id, kind: row.kind, name: row.name, isVisible, status, listing },
          ] as const;
        }),
      );
    },
  };
}

export type ListingReads = ReturnType<typeof createListingReads>;
