import {
  AddHostelSchema,
  EditHostelSchema,
  LISTING_CODES as M,
  LISTINGS_PER_DAY,
  TRUST_CODES,
  type EditHostel,
} from '@app/shared';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/guards';
import type { MultipartForm } from '../images/multipart';
import { locate } from '../geocode/place-resolver';
import type { ListingReads } from './listing-reads';
import { changeRecord } from './material-changes';
import { parseFields, requireImageCount } from './parse-fields';
import * as repo from './repository';
import { requireOwnerOrAdmin } from './rules';
import type { SearchTx } from './search-transaction';
import type { ListingContext } from './service-context';
import * as trustRepo from './trust-repository';

/**
 * Where a listing is: the suggestion the owner chose, else the gazetteer place its typed location
 * names, else nowhere (the maps link then uses the location text).
 */
export function pointOf(chosen: { lat: number; lon: number } | undefined, location: string) {
  const point = chosen ?? locate(location);
  return { lat: point?.lat ?? null, lon: point?.lon ?? null };
}

/**
 * The hostel attributes an edit changes: those it leaves out keep their stored values (older
 * clients send none); null clears one (no amenities or chat apps for the lists).
 */
function editedAttributes(body: EditHostel): Partial<repo.NewListing> {
  return {
    ...(body.gender !== undefined && { gender: body.gender }),
    ...(body.meals !== undefined && { meals: body.meals }),
    ...(body.amenities !== undefined && { amenities: body.amenities ?? [] }),
    ...(body.contactApps !== undefined && { contactApps: body.contactApps ?? [] }),
  };
}

/**
 * Hostels and properties together, LISTINGS_PER_DAY an account in 24 hours, counted from the
 * rows themselves so the allowance holds across restarts and between instances.
 */
export async function requireDailyAllowance(conn: DbOrTx, ownerId: string) {
  if ((await repo.countCreatedToday(conn, ownerId)) >= LISTINGS_PER_DAY) {
    throw new AppError(429, M.dailyLimit, 'LISTING_LIMIT');
  }
}

/** The insert of a new listing: the allowance is checked again under a lock on the owner. */
export async function insertWithinAllowance(tx: SearchTx, values: repo.NewListing) {
  await repo.lockOwner(tx, values.ownerId);
  await requireDailyAllowance(tx, values.ownerId);
  return repo.insertListing(tx, values);
}

/**
 * What the owner (or an admin in their place) writes: listing and editing a hostel, sold, still
 * available, deleting (a property's listing and editing: `property-writes.ts`).
 */
export function createOwnerWrites(ctx: ListingContext, reads: ListingReads) {
  const { db, images, change, saveWithPhotos, removeUnused, getOwned } = ctx;

  return {
    async addHostel(user: CurrentUser, form: MultipartForm) {
      // Before the photos are decoded: an account over its allowance costs no image work.
      await requireDailyAllowance(db, user.id);
      const body = parseFields(AddHostelSchema, form.fields);
      requireImageCount(form.files.length, { required: M.hostel.imagesRequired, max: M.hostel.imagesMax });
      const photos = await images.storePhotos(
        form.files.map((f) => f.path),
        M.images,
      );
      const id = await saveWithPhotos(photos, async (tx) => {
        const newId = await insertWithinAllowance(tx, {
          kind: 'hostel',
          ownerId: user.id,
          name: body.name,
          location: body.location,
          ...pointOf(
            body.lat !== undefined && body.lon !== undefined ? { lat: body.lat, lon: body.lon } : undefined,
            body.location,
          ),
          rooms: body.room,
          contactNo1: body.contact_no,
          email: body.email ?? null,
          price: body.price,
          description: body.description ?? null,
          gender: body.gender ?? null,
          meals: body.meals ?? null,
          amenities: body.amenities ?? [],
          contactApps: body.contactApps ?? [],
        });
        await repo.replaceImages(tx, newId, photos);
        return newId;
      });
      return reads.getHostel(id, user);
    },

    async editHostelDetails(user: CurrentUser, id: string, input: unknown) {
      const listing = await getOwned(id, 'hostel', user);
      const body: EditHostel = parseFields(EditHostelSchema, input);
      // A new location typed without choosing a suggestion is looked up; an unchanged one keeps its point.
      const point =
        body.coordinate || body.location !== listing.location
          ? pointOf(body.coordinate ?? undefined, body.location)
          : {};
      await change(async (tx) => {
        await repo.updateListing(tx, id, {
          name: body.name,
          location: body.location,
          rooms: body.room,
          contactNo1: body.contact_no,
          email: body.email ?? null,
          price: body.price,
          description: body.description,
          ...point,
          ...editedAttributes(body),
          ...changeRecord(
            listing,
            { name: body.name, location: body.location, rooms: body.room, price: body.price },
            user.role === 'ADMIN',
          ),
        });
      });
      return reads.getHostel(id, user);
    },

    /** Rented, or available again. */
    async setSold(user: CurrentUser, id: string, kind: repo.ListingKind, sold: boolean) {
      const listing = await getOwned(id, kind, user);
      // Marking it available again is the owner saying it is available now. Rented, its open
      // applications close in the same transaction and their applicants hear of it after.
      const afterCommit = await change(async (tx) => {
        await repo.updateListing(tx, id, { sold, ...(!sold && trustRepo.confirmedNow) });
        return sold ? ctx.onRented(tx, listing, user.id) : null;
      });
      await afterCommit?.();
    },

    /** The owner (or an admin) says the listing is still available; refused for a sold one. */
    async confirmAvailable(user: CurrentUser | null, id: string) {
      const listing = await repo.findListing(db, id);
      if (!listing) throw notFound(M.notFound);
      if (user) requireOwnerOrAdmin(listing, user);
      if (listing.sold) throw new AppError(409, TRUST_CODES.availability.sold, 'LISTING_SOLD');
      await change((tx) => trustRepo.confirmAvailable(tx, id));
      const confirmed = await repo.findListing(db, id);
      if (!confirmed) throw notFound(M.notFound);
      return {
        _id: confirmed.id,
        kind: confirmed.kind,
        name: confirmed.name,
        confirmedAt: confirmed.confirmedAt.toISOString(),
      };
    },

    /** Removes the listing, its photo rows and (by cascade) its applications, then its files. */
    async deleteListing(user: CurrentUser, id: string, kind: repo.ListingKind) {
      await getOwned(id, kind, user);
      await images.requireWritable();
      const photos = await change(async (tx) => {
        await repo.lockListing(tx, id);
        const rows = await repo.imageRowsOf(tx, id);
        await repo.deleteListing(tx, id);
        return rows;
      });
      await removeUnused(photos.map((p) => p.key));
    },
  };
}
