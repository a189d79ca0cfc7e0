import { z } from 'zod';
import {
  MAX_IMAGES,
  MIN_PRICE,
  MIN_ROOMS,
  PHONE_MIN_DIGITS,
  UNVERIFIED_PAGE_MAX,
  UNVERIFIED_PAGE_SIZE,
} from '../constants';
import { countDigits, nepaliMobileDigits } from '../format';
import { COMMON_CODES } from '../messages/common';
import {
  HostelAttributesOutSchema,
  HostelAttributesSchema,
  PropertyAttributesOutSchema,
  PropertyAttributesSchema,
} from './attributes';
import { envelopeOf, listQuerySchema, pagedEnvelopeOf } from './common';
import { NEPAL_LAT_RANGE, NEPAL_LON_RANGE } from '../search-params';
import { formNumber, requiredText } from './form-fields';
import {
  AvailabilitySchema,
  ListingVerificationSchema,
  PriceChangeSchema,
  VerificationEvidenceSchema,
} from './trust';
import { LISTING_CODES } from './messages/listings';

// The messages live without zod, for screens that show them without validating (messages/listings.ts).
export { LISTING_MESSAGES, LISTING_CODES } from './messages/listings';

const M = LISTING_CODES;

/** A hostel's contact: a 10-digit Nepali mobile number (98…, 97…, 96…). */
export const NEPALI_MOBILE = /^9[678]\d{8}$/;

const trimmed = (required: string, tooLong: string, max = 200) => requiredText(required, max, tooLong);

/** Empty form fields arrive as '' (and multipart sends strings): both mean "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A number field from a form or multipart body, with its own "required" and "not a number" messages. */
const numberField = (required: string, notNumber = required) =>
  z.preprocess(
    formNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : notNumber) })
      .refine(Number.isFinite, notNumber),
  );

const coordinatePart = (min: number, max: number) =>
  z.coerce.number({ error: M.coordinateOutside }).min(min, M.coordinateOutside).max(max, M.coordinateOutside);

export const CoordinateSchema = z.object(
  {
    lat: coordinatePart(NEPAL_LAT_RANGE.min, NEPAL_LAT_RANGE.max),
    lon: coordinatePart(NEPAL_LON_RANGE.min, NEPAL_LON_RANGE.max),
  },
  { error: M.coordinateOutside },
);
export type Coordinate = z.infer<typeof CoordinateSchema>;

/**
 * A coordinate part nobody chose: blank, null (a NaN sent as JSON), or the text a form makes of
 * null, NaN or undefined. Location typed without choosing a suggestion arrives like this.
 */
const isUnchosen = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && ['', 'null', 'nan', 'undefined'].includes(v.trim().toLowerCase()));

/** A multipart `lat` or `lon` nobody chose is no coordinate part. */
const unchosenPartToUndefined = (v: unknown) => (isUnchosen(v) ? undefined : v);

/**
 * A `coordinate` with no part chosen (`{ lat: null, lon: null }`, null, '') is no coordinate: the
 * typed location is then placed through the gazetteer, as when it is left out.
 */
const unchosenToUndefined = (v: unknown) =>
  isUnchosen(v) ||
  (typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    isUnchosen((v as Coordinate).lat) &&
    isUnchosen((v as Coordinate).lon))
    ? undefined
    : v;

const phone = (required: string) =>
  trimmed(required, M.property.phoneTooLong, 30).refine(
    (v) => countDigits(v) >= PHONE_MIN_DIGITS,
    M.property.phoneDigits,
  );

/** A property owner's description: the hostel's limit and message. */
const propertyDescription = z
  .string({ error: COMMON_CODES.invalidValue })
  .trim()
  .max(5000, M.hostel.descriptionTooLong);

/**
 * Tenants can message only a mobile number on WhatsApp or Viber: an owner who ticks either needs one
 * as the primary contact (the listing's chat buttons use it).
 */
const chatAppsNeedMobile = (
  property: { Contact_no1: string; contactApps?: readonly string[] | null | undefined },
  ctx: z.RefinementCtx,
) => {
  const chats = (property.contactApps?.length ?? 0) > 0;
  // A number refused on its own (too few digits) says so; this says only what a whole number lacks.
  const isWholeNumber = countDigits(property.Contact_no1) >= PHONE_MIN_DIGITS;
  if (chats && isWholeNumber && nepaliMobileDigits(property.Contact_no1) === null) {
    ctx.addIssue({ code: 'custom', path: ['contactApps'], message: M.property.chatNeedsMobile });
  }
};

/** The fields of POST /landlords/add, before the rule across them. */
const PropertyFieldsSchema = z.object({
  name: trimmed(M.property.nameRequired, M.property.nameTooLong),
  location: trimmed(M.property.locationRequired, M.property.locationTooLong),
  Contact_no1: phone(M.property.contactRequired),
  Contact_no2: z.preprocess(
    blankToUndefined,
    z
      .string({ error: COMMON_CODES.invalidValue })
      .trim()
      .max(30, M.property.phoneTooLong)
      .refine((v) => countDigits(v) >= PHONE_MIN_DIGITS, M.property.phoneDigits)
      .optional(),
  ),
  price: numberField(M.property.priceRequired, M.property.priceNumber).pipe(
    z
      .number()
      .int(M.property.priceWhole)
      .min(MIN_PRICE, M.property.priceMin)
      .max(100_000_000, M.property.priceMax),
  ),
  shutter: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: M.property.shutterInvalid })
      .int(M.property.shutterInvalid)
      .min(0, M.property.shutterInvalid)
      .max(1000, M.property.shutterMax)
      .optional(),
  ),
  coordinate: z.preprocess(unchosenToUndefined, CoordinateSchema.optional()),
  /** The owner's own words (optional); a verifier's notes stay apart, in the evidence. */
  description: z.preprocess(blankToUndefined, propertyDescription.optional()),
  ...PropertyAttributesSchema.shape,
});

/**
 * POST /landlords/add — checked in this order: name, location, contact, phone digits, price; then
 * that WhatsApp or Viber come with a mobile number.
 */
export const AddPropertySchema = PropertyFieldsSchema.superRefine(chatAppsNeedMobile);
export type AddPropertyInput = z.input<typeof AddPropertySchema>;
export type AddProperty = z.output<typeof AddPropertySchema>;

const measuredSide = (required: string, max: string) =>
  numberField(required).pipe(z.number().gt(0, M.verification.sizePositive).max(10_000, max));
const verifiedRooms = numberField(M.verification.room).pipe(
  z
    .number()
    .int(M.verification.roomWhole)
    .min(MIN_ROOMS, M.verification.roomMin)
    .max(1000, M.verification.roomMax),
);
const verifiedBathrooms = numberField(M.verification.bathroom).pipe(
  z
    .number()
    .int(M.verification.bathroomWhole)
    .min(1, M.verification.bathroomMin)
    .max(1000, M.verification.bathroomMax),
);

/** PUT /landlords/verify/{id} text fields (multipart); photos are checked by the upload pipeline. */
export const VerifyPropertySchema = z.object({
  length: measuredSide(M.verification.length, M.verification.lengthMax),
  width: measuredSide(M.verification.width, M.verification.widthMax),
  room: verifiedRooms,
  bathroom: verifiedBathrooms,
  description: trimmed(M.verification.description, M.verification.descriptionTooLong, 5000),
});
export type VerifyPropertyInput = z.input<typeof VerifyPropertySchema>;
export type VerifyProperty = z.output<typeof VerifyPropertySchema>;

/** Present or not: "true"/"false" from a form or multipart body, or a JSON boolean; required. */
const presentOrNot = (message: string) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v)),
    z.boolean({ error: message }),
  );

/**
 * PUT /freelance/complete/{hostelId}/{taskId} text fields (multipart): what a verifier counts and
 * measures in a hostel (a typical room's length and width); photos as for a property.
 */
export const VerifyHostelSchema = z.object({
  room: verifiedRooms,
  beds: numberField(M.hostelVerification.beds).pipe(
    z
      .number()
      .int(M.hostelVerification.bedsWhole)
      .min(1, M.hostelVerification.bedsMin)
      .max(10_000, M.hostelVerification.bedsMax),
  ),
  bathroom: verifiedBathrooms,
  kitchen: presentOrNot(M.hostelVerification.kitchen),
  dining: presentOrNot(M.hostelVerification.dining),
  length: measuredSide(M.hostelVerification.length, M.verification.lengthMax),
  width: measuredSide(M.hostelVerification.width, M.verification.widthMax),
  /** The verifier's notes from the visit (optional); shown as theirs, never replacing the owner's description. */
  description: z.preprocess(
    blankToUndefined,
    z
      .string({ error: COMMON_CODES.invalidValue })
      .trim()
      .max(5000, M.verification.descriptionTooLong)
      .optional(),
  ),
});
export type VerifyHostelInput = z.input<typeof VerifyHostelSchema>;
export type VerifyHostel = z.output<typeof VerifyHostelSchema>;

const hostelEmail = z.preprocess(
  blankToUndefined,
  z
    .string({ error: M.hostel.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, M.hostel.emailInvalid)
    .pipe(z.email({ error: M.hostel.emailInvalid }))
    .optional(),
);
const hostelContact = z
  .string({ error: M.hostel.contactInvalid })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(NEPALI_MOBILE, M.hostel.contactInvalid));

/** POST /hostels/add-hostel text fields (multipart); photos are checked by the upload pipeline. */
export const AddHostelSchema = z.object({
  name: trimmed(M.hostel.nameRequired, M.hostel.nameTooLong),
  location: trimmed(M.hostel.locationRequired, M.hostel.locationTooLong),
  room: numberField(M.hostel.roomPositive).pipe(
    z.number().int(M.hostel.roomWhole).positive(M.hostel.roomPositive).max(10_000, M.hostel.roomMax),
  ),
  contact_no: hostelContact,
  email: hostelEmail,
  price: numberField(M.hostel.pricePositive).pipe(
    z.number().int(M.hostel.priceWhole).positive(M.hostel.pricePositive).max(100_000_000, M.hostel.priceMax),
  ),
  description: z.preprocess(
    blankToUndefined,
    z.string({ error: COMMON_CODES.invalidValue }).trim().max(5000, M.hostel.descriptionTooLong).optional(),
  ),
  lat: z.preprocess(unchosenPartToUndefined, CoordinateSchema.shape.lat.optional()),
  lon: z.preprocess(unchosenPartToUndefined, CoordinateSchema.shape.lon.optional()),
  ...HostelAttributesSchema.shape,
});
export type AddHostelInput = z.input<typeof AddHostelSchema>;
export type AddHostel = z.output<typeof AddHostelSchema>;

/**
 * An attribute of the edit form: left out, it stays as it is (clients that predate attributes send
 * none); null or '' clears it (an amenity list clears with [] too). Anything else is checked by `field`.
 */
const clearable = <T extends z.ZodType>(field: T) =>
  z.preprocess((v) => (v === '' ? null : v), field.nullable());

/**
 * PUT /hostels/edit-details/{id} as JSON: everything required but the email (the edit form). The
 * attributes are optional: left out, they keep their stored values; null (or '') clears one.
 */
export const EditHostelSchema = z.object({
  name: trimmed(M.hostel.nameRequired, M.hostel.nameTooLong),
  location: trimmed(M.hostel.locationRequired, M.hostel.locationTooLong),
  room: numberField(M.hostel.roomMin).pipe(
    z.number().int(M.hostel.roomWhole).min(MIN_ROOMS, M.hostel.roomMin).max(10_000, M.hostel.roomMax),
  ),
  contact_no: hostelContact,
  email: hostelEmail,
  price: numberField(M.hostel.priceMin).pipe(
    z.number().int(M.hostel.priceWhole).min(MIN_PRICE, M.hostel.priceMin).max(100_000_000, M.hostel.priceMax),
  ),
  description: trimmed(M.hostel.descriptionRequired, M.hostel.descriptionTooLong, 5000),
  coordinate: z.preprocess(unchosenToUndefined, CoordinateSchema.nullable().optional()),
  gender: clearable(HostelAttributesSchema.shape.gender),
  meals: clearable(HostelAttributesSchema.shape.meals),
  amenities: clearable(HostelAttributesSchema.shape.amenities),
  contactApps: clearable(HostelAttributesSchema.shape.contactApps),
});
export type EditHostelInput = z.input<typeof EditHostelSchema>;
export type EditHostel = z.output<typeof EditHostelSchema>;

/**
 * PUT /landlords/edit-details/{id} as JSON: the property's details as the add form has them. The
 * second contact, shutters and description are optional (left out or blank: none); the attributes
 * follow the hostel edit's rule (left out keeps the stored value, null or '' clears it).
 */
export const EditPropertySchema = PropertyFieldsSchema.extend({
  description: z.preprocess(blankToUndefined, propertyDescription.optional()),
  propertyType: clearable(PropertyAttributesSchema.shape.propertyType),
  furnished: clearable(PropertyAttributesSchema.shape.furnished),
  parking: clearable(PropertyAttributesSchema.shape.parking),
  water: clearable(PropertyAttributesSchema.shape.water),
  floor: clearable(PropertyAttributesSchema.shape.floor),
  contactApps: clearable(PropertyAttributesSchema.shape.contactApps),
}).superRefine(chatAppsNeedMobile);
export type EditPropertyInput = z.input<typeof EditPropertySchema>;
export type EditProperty = z.output<typeof EditPropertySchema>;

export const DeleteImageSchema = z.object({
  id: z.uuid({ error: COMMON_CODES.notFound }),
  index: z.coerce
    .number({ error: M.images.photoGone })
    .int(M.images.photoGone)
    .min(0, M.images.photoGone)
    .max(MAX_IMAGES - 1, M.images.photoGone),
  /**
   * The URL of the photo meant (optional): names it exactly, so a repeated request finds it gone
   * and removes nothing more. Without it, a repeat of the same index within seconds is a repeat.
   */
  image: z.string({ error: M.images.photoGone }).max(2048, M.images.photoGone).optional(),
});

export const SoldSchema = z.object({ sold: z.boolean({ error: M.soldInvalid }) });

/** GET /hostels/get-unhostel and GET /landlords/ (admin): a queue, oldest first. */
export const UnverifiedListQuerySchema = listQuerySchema(
  {},
  { size: UNVERIFIED_PAGE_SIZE, max: UNVERIFIED_PAGE_MAX },
);
export type UnverifiedListQuery = z.infer<typeof UnverifiedListQuerySchema>;

export const ListingIdParamSchema = z.object({ id: z.uuid({ error: M.notFound }) });

const CoordinateOut = z.object({ lat: z.number(), lon: z.number() }).nullable();

/** A hostel as the client reads it. */
export const HostelSchema = z.object({
  _id: z.string(),
  kind: z.literal('hostel'),
  name: z.string(),
  location: z.string(),
  coordinate: CoordinateOut,
  room: z.number().nullable(),
  description: z.string().nullable(),
  contact_no: z.string(),
  email: z.string().nullable(),
  price: z.number().nullable(),
  image: z.array(z.string()),
  thumbnail: z.array(z.string()),
  sold: z.boolean(),
  verified: z.boolean(),
  /** Visited or only checked, and when; null while unverified (`verified` is true for both). */
  verification: ListingVerificationSchema.nullable(),
  createdAt: z.string(),
  width: z.number().nullable(),
  length: z.number().nullable(),
  /** Counted on a verifier's visit (null before one): beds, bathrooms, and a kitchen and dining room or not. */
  beds: z.number().nullable(),
  bathroom: z.number().nullable(),
  kitchen: z.boolean().nullable(),
  dining: z.boolean().nullable(),
  Applicants: z.number(),
  listedBy: z.string(),
  isOwner: z.boolean(),
  /** The latest verification's evidence (public); null until verified. */
  evidence: VerificationEvidenceSchema.nullable(),
  /** When the owner last confirmed it is available; null once sold. */
  availability: AvailabilitySchema.nullable(),
  /** The owner's last price change (no new visit needed); null when the price never changed. */
  priceChange: PriceChangeSchema.nullable(),
  /** Out of search after reports (the admin hid it, or reports wait for a decision): told to its owner and admins only. */
  hidden: z.boolean(),
  /** Whether anyone may apply to it now: verified, not hidden, held, out of date (stale) or rented. */
  canApply: z.boolean(),
  ...HostelAttributesOutSchema.shape,
});
export type Hostel = z.infer<typeof HostelSchema>;

/** A landlord property as the client reads it. */
export const PropertySchema = z.object({
  _id: z.string(),
  kind: z.literal('property'),
  name: z.string(),
  location: z.string(),
  coordinate: CoordinateOut,
  coordinates: CoordinateOut,
  Contact_no1: z.string(),
  Contact_no2: z.string().nullable(),
  price: z.number().nullable(),
  pricing: z.number().nullable(),
  shutter: z.number().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  room: z.number().nullable(),
  Rooms: z.number().nullable(),
  bathroom: z.number().nullable(),
  description: z.string().nullable(),
  image: z.array(z.string()),
  thumbnail: z.array(z.string()),
  Applicants: z.number(),
  sold: z.boolean(),
  verified: z.boolean(),
  /** Visited or only checked, and when; null while unverified (`verified` is true for both). */
  verification: ListingVerificationSchema.nullable(),
  createdAt: z.string(),
  email: z.string().nullable(),
  listedBy: z.string(),
  isOwner: z.boolean(),
  /** The latest verification's evidence (public); null until verified. */
  evidence: VerificationEvidenceSchema.nullable(),
  /** When the owner last confirmed it is available; null once sold. */
  availability: AvailabilitySchema.nullable(),
  /** The owner's last price change (no new visit needed); null when the price never changed. */
  priceChange: PriceChangeSchema.nullable(),
  /** Out of search after reports (the admin hid it, or reports wait for a decision): told to its owner and admins only. */
  hidden: z.boolean(),
  /** Whether anyone may apply to it now: verified, not hidden, held, out of date (stale) or rented. */
  canApply: z.boolean(),
  ...PropertyAttributesOutSchema.shape,
});
export type Property = z.infer<typeof PropertySchema>;

export const HostelResponseSchema = envelopeOf(HostelSchema);
export const PropertyResponseSchema = envelopeOf(PropertySchema);
export const HostelPageResponseSchema = pagedEnvelopeOf(HostelSchema);
export const PropertyPageResponseSchema = pagedEnvelopeOf(PropertySchema);
