import { LISTING_CODES as M, VERIFICATION_VALID_DAYS_DEFAULT } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SearchChanges } from '../../db/coordination';
import { notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/guards';
import type { ImageService, StoredPhoto } from '../images/service';
import { toHostel, toProperty } from './mapper';
import { createPresentableReader, type ApplicantCountSql, type PresentableRow } from './presentable-reader';
import * as repo from './repository';
import { needsInspectorCheck, requireOwnerOrAdmin, type Caller } from './rules';
import { createListingSearch } from './search';
import { inSearchTransaction, type SearchTx } from './search-transaction';

export type ListingServiceDeps = {
  db: Db;
  images: ImageService;
  applicantCount?: ApplicantCountSql;
  /** A listing's new applications (My listings' "needs you"); none without the applications module. */
  newApplicantCount?: ApplicantCountSql;
  /** Whether this user is the freelancer sent to verify this listing (the tasks module knows). */
  isInspector?: (listingId: string, userId: string) => Promise<boolean>;
  /** Days a verification stays current (VERIFICATION_VALID_DAYS). */
  verificationValidDays?: number;
  /** Changes other instances made, and telling them of ours (none on PGlite: one process). */
  searchChanges?: SearchChanges;
  /**
   * A listing marked rented, in that transaction (the applications module closes its open
   * applications); what it returns runs once the transaction has committed (their mail).
   */
  onRented?: OnRented;
};

export type OnRented = (
  tx: SearchTx,
  listing: { id: string; name: string },
  byUserId: string,
) => Promise<() => Promise<void>>;

/** Without the applications module (some tests), nobody has applied. */
const noApplicants: ApplicantCountSql = () => sql<number>`0`;

/**
 * What the owner's writes, the verification and the reads share: the one way to write what a
 * search shows, the photo files kept in step with their rows, and the wire shapes.
 */
export function createListingContext(deps: ListingServiceDeps) {
  const { db, images } = deps;
  const verificationValidDays = deps.verificationValidDays ?? VERIFICATION_VALID_DAYS_DEFAULT;
  const read = createPresentableReader(deps.applicantCount ?? noApplicants);
  const listingSearch = createListingSearch(db, read);
  deps.searchChanges?.onChange(() => listingSearch.forget());
  /** Here at once; on other instances when they hear of it (their cache's TTL if they don't). */
  const forgetSearches = () => {
    listingSearch.forget();
    deps.searchChanges?.announce();
  };

  /**
   * Every write to what a search shows goes through here: one transaction, in which the repository
   * keeps the search rows in step, and once it has committed the remembered searches are
   * forgotten, so no search shows the listing as it was.
   */
  const change = <T>(write: (tx: SearchTx) => Promise<T>): Promise<T> =>
    inSearchTransaction(db, write, forgetSearches);

  /** Writes the listing and its photo rows together; on failure the stored files are removed too. */
  async function saveWithPhotos<T>(photos: StoredPhoto[], write: (tx: SearchTx) => Promise<T>): Promise<T> {
    try {
      return await change(write);
    } catch (error) {
      await images.discardPhotos(photos.map((p) => p.key));
      throw error;
    }
  }

  function present(rows: PresentableRow[], viewer: CurrentUser | null) {
    const who = viewer && { id: viewer.id, role: viewer.role };
    return rows.map((row) => {
      const ctx = {
        images,
        imageKeys: row.imageKeys,
        applicants: row.applicants,
        viewer: who,
        verification: row.verification,
        verifierImageKeys: row.verifierImageKeys,
        verificationValidDays,
      };
      return row.kind === 'hostel' ? toHostel(row, ctx) : toProperty(row, ctx);
    });
  }

  /** After a commit: deletes the files of these photos that no listing uses any more. */
  async function removeUnused(keys: string[]) {
    await images.discardPhotos(await repo.unreferencedKeys(db, keys));
  }

  /** Who is asking: whether they are the verifier on a task for it is asked only where it could matter. */
  async function callerFor(listing: repo.ListingRow | null, viewer: CurrentUser | null): Promise<Caller> {
    const isInspector =
      listing !== null &&
      viewer !== null &&
      needsInspectorCheck(listing, viewer) &&
      (await deps.isInspector?.(listing.id, viewer.id)) === true;
    return { user: viewer, isInspector };
  }

  async function getOwned(id: string, kind: repo.ListingKind, user: CurrentUser) {
    const listing = await repo.findListing(db, id, kind);
    if (!listing) throw notFound(M.notFound);
    requireOwnerOrAdmin(listing, user);
    return listing;
  }

  return {
    db,
    images,
    onRented: deps.onRented ?? (async () => async () => {}),
    read,
    newApplicantCount: deps.newApplicantCount ?? noApplicants,
    listingSearch,
    change,
    saveWithPhotos,
    present,
    presentHostels: (rows: PresentableRow[], viewer: CurrentUser | null) =>
      present(rows, viewer).filter((l) => l.kind === 'hostel'),
    presentProperties: (rows: PresentableRow[], viewer: CurrentUser | null) =>
      present(rows, viewer).filter((l) => l.kind === 'property'),
    removeUnused,
    callerFor,
    getOwned,
  };
}

export type ListingContext = ReturnType<typeof createListingContext>;
