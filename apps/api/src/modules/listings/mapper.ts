import { CONTACT_APPS, HOSTEL_AMENITIES, type Hostel, type Property } from '@app/shared';
import type { ImageService } from '../images/service';
import type { ListingRow } from './repository';
import { isHiddenFor, isOpenForApplications, isOwnerOf, mayChange, type Viewer } from './rules';
import { priceChangeOf } from './material-changes';
import { availabilityOf, evidenceOf, verificationOf, type TrustContext } from './trust-fields';

/** What a wire shape needs beyond the row: photos, applicant count, who is looking, its verification. */
export type MapContext = TrustContext & {
  images: ImageService;
  imageKeys: string[];
  applicants: number;
  viewer: Viewer;
};

/**
 * A property's `email` is the owner's login email, copied when it was listed (the form has no
 * email field): the owner and admins see it, everyone else null. A hostel's email is typed in
 * its form for tenants to write to, so that one is public.
 */
const accountEmailFor = (row: ListingRow, ctx: MapContext) => (mayChange(row, ctx.viewer) ? row.email : null);

const coordinateOf = (row: ListingRow) =>
  row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null;

const trustFields = (row: ListingRow, ctx: MapContext) => ({
  verification: verificationOf(row),
  priceChange: priceChangeOf(row),
  evidence: evidenceOf(row, ctx),
  availability: availabilityOf(row),
  /** Out of search after reports: told to its owner and admins only. */
  hidden: isHiddenFor(row, ctx.viewer),
  /** Whether anyone may apply to it now (the apply screen shows the form or says why not). */
  canApply: isOpenForApplications(row),
});

function photos(ctx: MapContext) {
  const urls = ctx.imageKeys.map((key) => ctx.images.urls(key));
  return { image: urls.map((u) => u.full), thumbnail: urls.map((u) => u.thumb) };
}

/** The chat apps the owner answers on, in the catalogue's order; none for a listing from before they could say. */
const contactAppsOf = (row: ListingRow) => CONTACT_APPS.filter((app) => row.contactApps.includes(app));

/** What the owner said about a hostel; amenities in the catalogue's order, unknown words dropped. */
const hostelAttributes = (row: ListingRow) => ({
  gender: row.gender,
  meals: row.meals,
  amenities: HOSTEL_AMENITIES.filter((a) => row.amenities.includes(a)),
  contactApps: contactAppsOf(row),
});

/** What the landlord said about a property; null where not said. */
const propertyAttributes = (row: ListingRow) => ({
  propertyType: row.propertyType,
  furnished: row.furnished,
  parking: row.parking,
  water: row.water,
  floor: row.floor,
  contactApps: contactAppsOf(row),
});

/** A hostel for the client: the database's snake_case becomes the client's field names here, and only here. */
export function toHostel(row: ListingRow, ctx: MapContext): Hostel {
  return {
    _id: row.id,
    kind: 'hostel',
    name: row.name,
    location: row.location,
    coordinate: coordinateOf(row),
    room: row.rooms,
    description: row.description,
    contact_no: row.contactNo1,
    email: row.email,
    price: row.price,
    ...photos(ctx),
    sold: row.sold,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
    width: row.widthM,
    length: row.lengthM,
    beds: row.beds,
    bathroom: row.bathrooms,
    kitchen: row.kitchen,
    dining: row.dining,
    Applicants: ctx.applicants,
    listedBy: row.listedBy,
    isOwner: isOwnerOf(row, ctx.viewer),
    ...trustFields(row, ctx),
    ...hostelAttributes(row),
  };
}

/** A landlord property, with both spellings the client reads (`price`/`pricing`, `room`/`Rooms`). */
export function toProperty(row: ListingRow, ctx: MapContext): Property {
  const coordinate = coordinateOf(row);
  return {
    _id: row.id,
    kind: 'property',
    name: row.name,
    location: row.location,
    coordinate,
    coordinates: coordinate,
    Contact_no1: row.contactNo1,
    Contact_no2: row.contactNo2,
    price: row.price,
    pricing: row.price,
    shutter: row.shutters,
    length: row.lengthM,
    width: row.widthM,
    room: row.rooms,
    Rooms: row.rooms,
    bathroom: row.bathrooms,
    description: row.description,
    ...photos(ctx),
    Applicants: ctx.applicants,
    sold: row.sold,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
    email: accountEmailFor(row, ctx),
    listedBy: row.listedBy,
    isOwner: isOwnerOf(row, ctx.viewer),
    ...trustFields(row, ctx),
    ...propertyAttributes(row),
  };
}
