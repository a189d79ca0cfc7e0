import { randomBytes } from 'node:crypto';
import {
  LISTING_CODES,
  SHORTLIST_CODES as M,
  SHORTLIST_MAX,
  type ShortlistEntry,
  type SharedShortlistEntry,
  type ShortlistPreviewEntry,
} from '@app/shared';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/guards';
import type { ListingService } from '../listings/service';
import * as repo from './repository';

/** One listing as `publicByIds` gives it. */
type PublicListing = NonNullable<ReturnType<Awaited<ReturnType<ListingService['publicByIds']>>['get']>>;

/** The web's page for a shared shortlist: the link a parent or friend opens. */
export const sharedShortlistPath = (token: string) => `/shortlist/shared/${encodeURIComponent(token)}`;

const newToken = () => randomBytes(32).toString('base64url');

function entryOf(item: repo.SavedItem, listing: PublicListing): ShortlistEntry {
  return {
    listingId: listing.id,
    kind: listing.kind,
    name: listing.name,
    status: listing.status,
    savedAt: item.createdAt.toISOString(),
    listing: listing.listing,
  };
}

export function createShortlistService(deps: { db: Db; listings: ListingService; publicUrl: string }) {
  const { db, listings } = deps;

  /** The saved listings in order, each as visitors see it now. */
  async function entriesOf(userId: string): Promise<ShortlistEntry[]> {
    const items = await repo.savedItems(db, userId);
    const found = await listings.publicByIds(items.map((item) => item.listingId));
    return items.flatMap((item) => {
      const listing = found.get(item.listingId);
      return listing ? [entryOf(item, listing)] : [];
    });
  }

  /** The ids, of those asked, that a visitor may open, in the order asked. */
  async function openIds(ids: string[]): Promise<string[]> {
    const found = await listings.publicByIds(ids);
    return [...new Set(ids)].filter((id) => found.get(id)?.isVisible === true);
  }

  const idsOf = async (user: CurrentUser) => ({
    ids: (await repo.savedItems(db, user.id)).map((item) => item.listingId),
  });

  return {
    list: (user: CurrentUser) => entriesOf(user.id),

    ids: idsOf,

    /** Saves a listing a visitor may open; saving it again changes nothing. 409 once the cap is reached. */
    async add(user: CurrentUser, listingId: string) {
      if ((await openIds([listingId])).length === 0) throw notFound(LISTING_CODES.notFound);
      await inTransaction(db, async (tx) => {
        await repo.lockShortlist(tx, user.id);
        if (await repo.isSaved(tx, user.id, listingId)) return;
        if ((await repo.countSaved(tx, user.id)) >= SHORTLIST_MAX) throw conflict(M.full);
        await repo.insertItems(tx, user.id, [{ listingId, createdAt: new Date() }]);
      });
      return idsOf(user);
    },

    /** Removing one that is not saved changes nothing. */
    async remove(user: CurrentUser, listingId: string) {
      await repo.deleteItem(db, user.id, listingId);
      return idsOf(user);
    },

    /**
     * A visitor's browser list (newest first) joins the account's at login: ids of listings a
     * visitor cannot open are ignored, those already saved keep their place, and the rest are saved
     * as just now, in the browser's order, while the cap leaves room. `isPartly`: some did not fit.
     */
    async merge(user: CurrentUser, ids: string[]) {
      const wanted = await openIds(ids);
      const isPartly = await inTransaction(db, async (tx) => {
        await repo.lockShortlist(tx, user.id);
        const saved = new Set((await repo.savedItems(tx, user.id)).map((item) => item.listingId));
        const fresh = wanted.filter((id) => !saved.has(id));
        const fitting = fresh.slice(0, Math.max(0, SHORTLIST_MAX - saved.size));
        const now = Date.now();
        // The first id is the newest: each one after it a millisecond older, so the order holds.
        await repo.insertItems(
          tx,
          user.id,
          fitting.map((listingId, i) => ({ listingId, createdAt: new Date(now - i) })),
        );
        return fitting.length < fresh.length;
      });
      return { entries: await entriesOf(user.id), isPartly };
    },

    /** The account's read-only link: made once, the same one after, until it is stopped. */
    async share(user: CurrentUser) {
      const token =
        (await repo.findShareToken(db, user.id)) ?? (await repo.insertShareToken(db, user.id, newToken()));
      return { token, url: `${deps.publicUrl}${sharedShortlistPath(token)}` };
    },

    /** The link stops working; sharing again makes a new one. */
    async stopSharing(user: CurrentUser) {
      await repo.deleteShareToken(db, user.id);
    },

    /**
     * A visitor's browser list as visitors see it: the ids still listed, in the order asked;
     * the rest are left out (not even their names: hidden listings are not public).
     */
    async preview(ids: string[]): Promise<ShortlistPreviewEntry[]> {
      const found = await listings.publicByIds(ids);
      return [...new Set(ids)].flatMap((id) => {
        const listing = found.get(id);
        if (!listing?.listing || listing.status === 'hidden') return [];
        const { kind, name, status } = listing;
        return [{ listingId: id, kind, name, status, listing: listing.listing }];
      });
    },

    /** What the link shows: the listed ones only, as visitors see them; nothing of the account. */
    async shared(token: string): Promise<SharedShortlistEntry[]> {
      const userId = await repo.ownerOfToken(db, token);
      if (!userId) throw notFound(M.shareNotFound);
      return (await entriesOf(userId)).flatMap((entry) =>
        entry.status !== 'hidden' && entry.listing
          ? [{ ...entry, status: entry.status, listing: entry.listing }]
          : [],
      );
    },
  };
}

export type ShortlistService = ReturnType<typeof createShortlistService>;
