import { type Hostel, LISTING_CODES as M, MAX_IMAGES, type Property } from '@app/shared';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/guards';
import { fieldValues, type MultipartForm } from '../images/multipart';
import type { ListingReads } from './listing-reads';
import { changeRecord } from './material-changes';
import * as repo from './repository';
import type { ListingContext } from './service-context';

/** A removal by position repeated within this many seconds is the same request again (a double click). */
const REPEATED_REMOVAL_SECONDS = 5;

const photosChanged = () =>
  new AppError(409, M.images.changedMeanwhile, 'PHOTOS_CHANGED', { image: M.images.changedMeanwhile });

/**
 * The owner's photos by kind. An edit of the photos (multipart) always leaves at least one: an
 * empty or unreadable form names none, and would otherwise remove them all. A property's last
 * photo may still be removed by name (`deleteImage`): it can be listed before its photos are
 * taken, and the verifier's photos stay apart. A hostel keeps at least one.
 */
const PHOTO_RULES = {
  hostel: { notOwnPhoto: M.images.notOwnPhoto, noneLeft: M.images.noneLeft, lastMayGo: false },
  property: { notOwnPhoto: M.images.notOwnPropertyPhoto, noneLeft: M.images.keepOne, lastMayGo: true },
} as const;

/** A listing of this kind as the client reads it. */
type ListingOf<K extends repo.ListingKind> = K extends 'hostel' ? Hostel : Property;

/** The owner's photos of a hostel or a property (never the verifier's): replacing some, removing one. */
export function createOwnerPhotos(ctx: ListingContext, reads: ListingReads) {
  const { db, images, change, saveWithPhotos, removeUnused, getOwned } = ctx;
  const readAs = async <K extends repo.ListingKind>(kind: K, id: string, user: CurrentUser) =>
    (kind === 'hostel' ? await reads.getHostel(id, user) : await reads.getProperty(id, user)) as ListingOf<K>;

  return {
    /**
     * Keeps the listed existing photos (in that order), adds the new ones, removes the rest. Checked
     * first against the photos as read, then again under the listing's lock: if another change
     * removed a kept photo meanwhile, this one is refused (409) and its new files removed.
     */
    async editImages<K extends repo.ListingKind>(
      user: CurrentUser,
      id: string,
      kind: K,
      form: MultipartForm,
    ) {
      const rules = PHOTO_RULES[kind];
      const listing = await getOwned(id, kind, user);
      const keptKeys = fieldValues(form, 'existingImages').map((url) => images.keyFromUrl(url));
      const keptOf = (current: repo.ImageRow[]) => keptKeys.map((key) => current.find((c) => c.key === key));
      const kept = keptOf(await repo.imageRowsOf(db, id, 'owner'));
      const missing = keptKeys.filter((key, i) => !kept[i]);
      // A photo no listing has any more was removed after the page was loaded (another tab, say).
      const gone = await repo.unreferencedKeys(
        db,
        missing.filter((key) => key !== null),
      );
      if (missing.length > 0 && gone.length === missing.length) throw photosChanged();
      if (missing.length > 0 || new Set(keptKeys).size !== keptKeys.length) {
        throw badRequest(rules.notOwnPhoto, { existingImages: rules.notOwnPhoto });
      }
      const total = kept.length + form.files.length;
      if (total > MAX_IMAGES) throw badRequest(M.images.limitReached, { image: M.images.limitReached });
      if (total === 0) throw badRequest(rules.noneLeft, { image: rules.noneLeft });
      await images.requireWritable();
      const added = await images.storePhotos(
        form.files.map((f) => f.path),
        M.images,
      );
      const dropped = await saveWithPhotos(added, async (tx) => {
        await repo.lockListing(tx, id);
        const current = await repo.imageRowsOf(tx, id, 'owner');
        const keptNow = keptOf(current);
        if (keptNow.some((k) => !k)) throw photosChanged();
        const next = [...keptNow.filter((k) => k !== undefined), ...added];
        await repo.replaceImages(tx, id, next);
        const replaced = added.length > 0 || next.length !== current.length;
        await repo.updateListing(tx, id, changeRecord(listing, { photos: replaced }, user.role === 'ADMIN'));
        return current.filter((c) => !next.some((n) => n.key === c.key));
      });
      await removeUnused(dropped.map((c) => c.key));
      return readAs(kind, id, user);
    },

    /**
     * Removes one photo, named by its URL (`image`) or by position. Asking again removes nothing
     * more: a named photo that is gone already is done, and the same position again within
     * seconds is the same request sent twice.
     */
    async deleteImage<K extends repo.ListingKind>(
      user: CurrentUser,
      id: string,
      kind: K,
      index: number,
      image?: string,
    ) {
      const listing = await getOwned(id, kind, user);
      // Checked before the rows change: a store that cannot remove the file refuses the whole change.
      await images.requireWritable();
      const named = image === undefined ? undefined : images.keyFromUrl(image);
      if (named === null) throw notFound(M.images.photoGone);
      const removed = await change(async (tx) => {
        await repo.lockListing(tx, id);
        const current = await repo.imageRowsOf(tx, id, 'owner');
        const position = named ? current.findIndex((c) => c.key === named) : index;
        if (named && position === -1) return null;
        if (!named && (await repo.wasRemovedJustNow(tx, id, index, REPEATED_REMOVAL_SECONDS))) return null;
        const target = current[position];
        if (!target) throw notFound(M.images.photoGone);
        if (current.length === 1 && !PHOTO_RULES[kind].lastMayGo) {
          throw badRequest(M.images.noneLeft, { image: M.images.noneLeft });
        }
        await repo.replaceImages(
          tx,
          id,
          current.filter((_, i) => i !== position),
        );
        await repo.recordRemoval(tx, id, position, target.key);
        await repo.updateListing(tx, id, changeRecord(listing, { photos: true }, user.role === 'ADMIN'));
        return target;
      });
      if (removed) await removeUnused([removed.key]);
      return readAs(kind, id, user);
    },
  };
}
