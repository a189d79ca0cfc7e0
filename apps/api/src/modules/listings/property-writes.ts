import {
  AddPropertySchema,
  EditPropertySchema,
  LISTING_CODES as M,
  MAX_IMAGES,
  type AddProperty,
  type EditProperty,
} from '@app/shared';
import { badRequest } from '../../lib/app-error';
import type { CurrentUser } from '../auth/guards';
import type { MultipartForm } from '../images/multipart';
import type { ListingReads } from './listing-reads';
import { changeRecord } from './material-changes';
import { insertWithinAllowance, pointOf, requireDailyAllowance } from './owner-writes';
import { parseFields } from './parse-fields';
import * as repo from './repository';
import type { ListingContext } from './service-context';

/** The columns a property's add and edit forms write alike. */
const detailsOf = (body: AddProperty | EditProperty) => ({
  name: body.name,
  location: body.location,
  price: body.price,
  shutters: body.shutter ?? null,
  contactNo1: body.Contact_no1,
  contactNo2: body.Contact_no2 ?? null,
  description: body.description ?? null,
});

/**
 * The property attributes an edit changes: one left out keeps its stored value, null clears it
 * (the hostel edit's rule).
 */
const editedAttributes = (body: EditProperty): Partial<repo.NewListing> => ({
  ...(body.propertyType !== undefined && { propertyType: body.propertyType }),
  ...(body.furnished !== undefined && { furnished: body.furnished }),
  ...(body.parking !== undefined && { parking: body.parking }),
  ...(body.water !== undefined && { water: body.water }),
  ...(body.floor !== undefined && { floor: body.floor }),
  ...(body.contactApps !== undefined && { contactApps: body.contactApps ?? [] }),
});

/**
 * A multipart property form as the JSON body has it: the point as `lat`/`lon` (the hostel form's
 * fields) or `coordinate[lat]`/`coordinate[lon]` becomes `coordinate`; the rest is as sent.
 */
export function propertyFormFields(fields: MultipartForm['fields']): Record<string, unknown> {
  const { lat, lon, 'coordinate[lat]': coordinateLat, 'coordinate[lon]': coordinateLon, ...rest } = fields;
  const point = { lat: lat ?? coordinateLat, lon: lon ?? coordinateLon };
  return point.lat === undefined && point.lon === undefined ? rest : { ...rest, coordinate: point };
}

/** A landlord's property: listing it (JSON, or multipart with 0–5 photos) and editing its details. */
export function createPropertyWrites(ctx: ListingContext, reads: ListingReads) {
  const { db, images, change, saveWithPhotos, getOwned } = ctx;

  return {
    /**
     * Lists a property: `input` is the JSON body or a multipart form with its photos, which are
     * optional (a flat may be listed before its photos are taken) and follow the hostel's rules.
     */
    async addProperty(user: CurrentUser, input: { fields: unknown } | MultipartForm) {
      const files = 'files' in input ? input.files : [];
      // Before the photos are decoded: an account over its allowance costs no image work.
      if (files.length > 0) await requireDailyAllowance(db, user.id);
      const body = parseFields(AddPropertySchema, input.fields);
      if (files.length > MAX_IMAGES) throw badRequest(M.hostel.imagesMax, { image: M.hostel.imagesMax });
      const photos = await images.storePhotos(
        files.map((f) => f.path),
        M.images,
      );
      const id = await saveWithPhotos(photos, async (tx) => {
        const newId = await insertWithinAllowance(tx, {
          kind: 'property',
          ownerId: user.id,
          ...detailsOf(body),
          ...pointOf(body.coordinate, body.location),
          email: user.email,
          propertyType: body.propertyType ?? null,
          furnished: body.furnished ?? null,
          parking: body.parking ?? null,
          water: body.water ?? null,
          floor: body.floor ?? null,
          contactApps: body.contactApps ?? [],
        });
        if (photos.length > 0) await repo.replaceImages(tx, newId, photos);
        return newId;
      });
      return reads.getProperty(id, user);
    },

    /** The owner's (or an admin's) new details; a new name or place marks it changed since its visit. */
    async editPropertyDetails(user: CurrentUser, id: string, input: unknown) {
      const listing = await getOwned(id, 'property', user);
      const body = parseFields(EditPropertySchema, input);
      // A new location typed without choosing a suggestion is looked up; an unchanged one keeps its point.
      const point =
        body.coordinate || body.location !== listing.location ? pointOf(body.coordinate, body.location) : {};
      await change((tx) =>
        repo.updateListing(tx, id, {
          ...detailsOf(body),
          ...point,
          ...editedAttributes(body),
          ...changeRecord(
            listing,
            { name: body.name, location: body.location, price: body.price },
            user.role === 'ADMIN',
          ),
        }),
      );
      return reads.getProperty(id, user);
    },
  };
}
