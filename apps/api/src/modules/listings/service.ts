import {
  AddHostelSchema,
  EditHostelSchema,
  LISTING_CODES as M,
  type MessageCode,
  LISTINGS_PER_DAY,
  MAX_IMAGES,
  type SearchQuery,
  type UnverifiedListQuery,
  VerifyHostelSchema,
  VerifyPropertySchema,
  type AddProperty,
  type EditHostel,
  type Hostel,
  type Property,
  TRUST_CODES,
  VERIFICATION_VALID_DAYS_DEFAULT,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { SearchChanges } from '../../db/coordination';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { fieldErrorCodes, firstCode } from '../../lib/field-errors';
import type { CurrentUser } from '../auth/guards';
import type { ImageService, StoredPhoto } from '../images/service';
import { fieldValues, type MultipartForm } from '../images/multipart';
import { locate } from '../geocode/place-resolver';
import { createListingSearch } from './search';
import { inSearchTransaction, type SearchTx } from './search-transaction';
import { createPresentableReader, type ApplicantCountSql, type PresentableRow } from './presentable-reader';
import { toHostel, toProperty } from './mapper';
import {
  isShownInSearch,
  isVisibleToAll,
  needsInspectorCheck,
  requireOwnerOrAdmin,
  requireVisible,
  type Caller,
} from './rules';
import * as repo from './repository';
import * as trustRepo from './trust-repository';
import { changeRecord, unchanged } from './material-changes';

/** A removal by position repeated within this many seconds is the same request again (a double click). */
const REPEATED_REMOVAL_SECONDS = 5;

const photosChanged = () =>
  new AppError(409, M.images.changedMeanwhile, 'PHOTOS_CHANGED', { image: M.images.changedMeanwhile });

/** Without the applications module (some tests), nobody has applied. */
const noApplicants: ApplicantCountSql = () => sql<number>`0`;

/**
 * Where a listing is: the suggestion the owner chose, else the gazetteer place its typed location
 * names, else nowhere (the maps link then uses the location text).
 */
function pointOf(chosen: { lat: number; lon: number } | undefined, location: string) {
  const point = chosen ?? locate(location);
  return { lat: point?.lat ?? null, lon: point?.lon ?? null };
}

/**
 * The hostel attributes an edit changes: those it leaves out keep their stored values (older
 * clients send none); null clears one (no amenities for the list).
 */
function editedAttributes(body: EditHostel): Partial<repo.NewListing> {
  return {
    ...(body.gender !== undefined && { gender: body.gender }),
    ...(body.meals !== undefined && { meals: body.meals }),
    ...(body.amenities !== undefined && { amenities: body.amenities ?? [] }),
  };
}

/** Parses form fields with the shared schema, answering 400 with the published message per field. */
function parseFields<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // An item of a list (amenities.1) is reported on the list, where the form shows it.
  const fieldOf = (path: PropertyKey[]) => path.filter((part) => typeof part !== 'number').join('.');
  const errors = fieldErrorCodes(
    result.error.issues.map((issue) => ({ field: fieldOf(issue.path), message: issue.message })),
  );
  throw badRequest(firstCode(errors), errors);
}

/**
 * What an on-site visit measured, by kind: the listing's columns it sets (a property's description
 * too), what its verification records, and how the photo limits are worded.
 */
function onSiteFacts(kind: repo.ListingKind, fields: unknown) {
  if (kind === 'hostel') {
    const body = parseFields(VerifyHostelSchema, fields);
    const measured = {
      lengthM: body.length,
      widthM: body.width,
      rooms: body.room,
      bathrooms: body.bathroom,
      beds: body.beds,
      kitchen: body.kitchen,
      dining: body.dining,
    };
    const images = { required: M.hostelVerification.imagesRequired, max: M.verification.imagesMax };
    return { listing: measured, verification: measured, images };
  }
  const body = parseFields(VerifyPropertySchema, fields);
  const measured = { lengthM: body.length, widthM: body.width, rooms: body.room, bathrooms: body.bathroom };
  const images = { required: M.verification.imagesRequired, max: M.verification.imagesMax };
  return { listing: { ...measured, description: body.description }, verification: measured, images };
}

function requireImageCount(count: number, messages: { required: MessageCode; max: MessageCode }) {
  if (count === 0) throw badRequest(messages.required, { image: messages.required });
  if (count > MAX_IMAGES) throw badRequest(messages.max, { image: messages.max });
}

/**
 * Hostels and properties together, LISTINGS_PER_DAY an account in 24 hours, counted from the
 * rows themselves so the allowance holds across restarts and between instances.
 */
async function requireDailyAllowance(conn: DbOrTx, ownerId: string) {
  if ((await repo.countCreatedToday(conn, ownerId)) >= LISTINGS_PER_DAY) {
    throw new AppError(429, M.dailyLimit, 'LISTING_LIMIT');
  }
}

/** The insert of a new listing: the allowance is checked again under a lock on the owner. */
async function insertWithinAllowance(tx: SearchTx, values: repo.NewListing) {
  await repo.lockOwner(tx, values.ownerId);
  await requireDailyAllowance(tx, values.ownerId);
  return repo.insertListing(tx, values);
}

export function createListingService(deps: {
  db: Db;
  images: ImageService;
  applicantCount?: ApplicantCountSql;
  /** Whether this user is the freelancer sent to verify this listing (the tasks module knows). */
  isInspector?: (listingId: string, userId: string) => Promise<boolean>;
  /** Days a verification stays current (VERIFICATION_VALID_DAYS). */
  verificationValidDays?: number;
  /** Changes other instances made, and telling them of ours (none on PGlite: one process). */
  searchChanges?: SearchChanges;
}) {
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

  const presentHostels = (rows: PresentableRow[], viewer: CurrentUser | null) =>
    present(rows, viewer).filter((l) => l.kind === 'hostel');
  const presentProperties = (rows: PresentableRow[], viewer: CurrentUser | null) =>
    present(rows, viewer).filter((l) => l.kind === 'property');

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
    async addProperty(user: CurrentUser, body: AddProperty) {
      const id = await change((tx) =>
        insertWithinAllowance(tx, {
          kind: 'property',
          ownerId: user.id,
          name: body.name,
          location: body.location,
          ...pointOf(body.coordinate, body.location),
          price: body.price,
          shutters: body.shutter ?? null,
          contactNo1: body.Contact_no1,
          contactNo2: body.Contact_no2 ?? null,
          email: user.email,
          propertyType: body.propertyType ?? null,
          furnished: body.furnished ?? null,
          parking: body.parking ?? null,
          water: body.water ?? null,
          floor: body.floor ?? null,
        }),
      );
      return this.getProperty(id, user);
    },

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
        });
        await repo.replaceImages(tx, newId, photos);
        return newId;
      });
      return this.getHostel(id, user);
    },

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

    /**
     * The one way other modules write what a search shows (the applications module: applicants;
     * the trust rules): `write` gets the transaction the repositories' writes require, and once it
     * has committed the remembered searches are forgotten.
     */
    change,

    async ownerHostels(user: CurrentUser) {
      return presentHostels(await read.byOwner(db, user.id, 'hostel'), user);
    },

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

    async verifyHostel(admin: CurrentUser, id: string) {
      const listing = await repo.findListing(db, id, 'hostel');
      if (!listing) throw notFound(M.notFound);
      // A hostel verified once waits again when its verification has run out.
      if (!listing.verified || listing.verificationExpiredAt) {
        const verifiedAt = new Date();
        await change(async (tx) => {
          await repo.lockListing(tx, id);
          await repo.updateListing(tx, id, {
            verified: true,
            verifiedAt,
            verifiedBy: admin.id,
            // From the desk: details checked, nobody visited.
            verificationLevel: 'checked',
            verificationExpiredAt: null,
            ...unchanged,
          });
          await trustRepo.insertVerification(tx, {
            listingId: id,
            verifiedAt,
            verifierKind: 'team',
            verifierId: admin.id,
            ...trustRepo.statedBy(listing),
          });
        });
      }
      return this.getHostel(id, admin);
    },

    /**
     * Measurements and 1–5 photos, taken on site (`onSiteFacts`: a property's, or a hostel's rooms,
     * beds, bathrooms, kitchen and dining room): they replace the earlier verifier's photos (the
     * owner's stay) and mark the listing verified by `verifier`, visited and current again. The
     * verification is added to the listing's history as its evidence: by the freelancer named
     * `freelancerFirstName`, or by the team (an admin). `alongside` runs in the same transaction (a
     * task's completion): if it throws, nothing is stored.
     */
    async verifyOnSite(
      verifier: CurrentUser,
      id: string,
      kind: repo.ListingKind,
      form: MultipartForm,
      alongside?: (tx: SearchTx) => Promise<void>,
      freelancerFirstName?: string,
    ): Promise<void> {
      const listing = await repo.findListing(db, id, kind);
      if (!listing) throw notFound(M.notFound);
      const facts = onSiteFacts(kind, form.fields);
      requireImageCount(form.files.length, facts.images);
      const photos = await images.storePhotos(
        form.files.map((f) => f.path),
        M.images,
      );
      const verifiedAt = new Date();
      const previous = await saveWithPhotos(photos, async (tx) => {
        await repo.lockListing(tx, id);
        const earlier = await repo.imageRowsOf(tx, id, 'verifier');
        await alongside?.(tx);
        await repo.updateListing(tx, id, {
          ...facts.listing,
          verified: true,
          verifiedAt,
          verifiedBy: verifier.id,
          // Measured and photographed on site, by a freelancer's task or the admin in person.
          verificationLevel: 'visited',
          verificationExpiredAt: null,
          ...unchanged,
        });
        await trustRepo.insertVerification(tx, {
          listingId: id,
          verifiedAt,
          verifierKind: freelancerFirstName === undefined ? 'team' : 'freelancer',
          verifierId: verifier.id,
          verifierFirstName: freelancerFirstName ?? null,
          ...facts.verification,
          ...trustRepo.statedBy(listing),
        });
        await repo.replaceImages(tx, id, photos, 'verifier');
        return earlier;
      });
      await removeUnused(previous.map((p) => p.key));
    },

    /** The admin's measurement form (`PUT /landlords/verify/{id}`): `verifyOnSite` for a property. */
    async verifyProperty(verifier: CurrentUser, id: string, form: MultipartForm) {
      await this.verifyOnSite(verifier, id, 'property', form);
      return this.getProperty(id, verifier);
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
      return this.getHostel(id, user);
    },

    /**
     * Keeps the listed existing photos (in that order), adds the new ones, removes the rest. Checked
     * first against the photos as read, then again under the listing's lock: if another change
     * removed a kept photo meanwhile, this one is refused (409) and its new files removed.
     */
    async editHostelImages(user: CurrentUser, id: string, form: MultipartForm) {
      const listing = await getOwned(id, 'hostel', user);
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
        throw badRequest(M.images.notOwnPhoto, {
          existingImages: M.images.notOwnPhoto,
        });
      }
      const total = kept.length + form.files.length;
      if (total > MAX_IMAGES) throw badRequest(M.images.limitReached, { image: M.images.limitReached });
      if (total === 0) throw badRequest(M.images.noneLeft, { image: M.images.noneLeft });
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
      return this.getHostel(id, user);
    },

    /**
     * Removes one photo, named by its URL (`image`) or by position. Asking again removes nothing
     * more: a named photo that is gone already is done, and the same position again within
     * seconds is the same request sent twice.
     */
    async deleteImage(user: CurrentUser, id: string, index: number, image?: string) {
      const listing = await getOwned(id, 'hostel', user);
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
        if (current.length === 1) throw badRequest(M.images.noneLeft, { image: M.images.noneLeft });
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
      return this.getHostel(id, user);
    },

    async setSold(user: CurrentUser, id: string, sold: boolean) {
      await getOwned(id, 'hostel', user);
      // Marking it available again is the owner saying it is available now.
      await change((tx) => repo.updateListing(tx, id, { sold, ...(!sold && trustRepo.confirmedNow) }));
      return this.getHostel(id, user);
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

    /**
     * A change to a listing from another module (reports): `decide` runs in the transaction, under
     * the listing's lock, and says what changes; the search rows follow and remembered searches
     * are forgotten.
     */
    async moderate(
      id: string,
      decide: (tx: SearchTx) => Promise<{ hidden?: boolean; sold?: boolean; heldByReports?: boolean }>,
    ) {
      await change(async (tx) => {
        await repo.lockListing(tx, id);
        const values = await decide(tx);
        const update: Partial<repo.NewListing> = {};
        if (values.hidden !== undefined) update.hiddenAt = values.hidden ? new Date() : null;
        if (values.sold !== undefined) update.sold = values.sold;
        if (values.heldByReports !== undefined) update.heldByReports = values.heldByReports;
        await repo.updateListing(tx, id, update);
      });
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

export type ListingService = ReturnType<typeof createListingService>;
