import { z } from 'zod';
import {
  LISTINGS_PER_DAY,
  MAX_IMAGES,
  MIN_PRICE,
  MIN_ROOMS,
  PHONE_MIN_DIGITS,
  UNVERIFIED_PAGE_MAX,
  UNVERIFIED_PAGE_SIZE,
} from '../constants';
import { countDigits } from '../format';
import { envelopeOf, pagedEnvelopeOf } from './common';
import { requiredText } from './form-fields';

/** SPEC §5 messages, word for word. */
export const LISTING_MESSAGES = {
  property: {
    nameRequired: 'Property name is required',
    locationRequired: 'Location is required',
    contactRequired: 'Primary contact is required',
    phoneDigits: `Phone number must have at least ${PHONE_MIN_DIGITS} digits`,
    priceRequired: 'Price is required',
    priceNumber: 'Price must be a number',
    priceMin: 'Price cannot be negative',
    shutterInvalid: 'Shutter count must be a whole number, 0 or more',
  },
  verification: {
    length: 'Please enter the length of the property',
    width: 'Please enter the width of the property',
    room: 'Please enter the number of rooms',
    bathroom: 'Please enter the number of bathrooms',
    description: 'Please enter the description of the property',
    roomMin: 'Number of rooms must be at least 1',
    bathroomMin: 'Number of bathrooms must be at least 1',
    sizePositive: 'Length and width must be greater than 0',
    imagesRequired: 'Please upload at least one image of the property',
    imagesMax: `Maximum ${MAX_IMAGES} images allowed`,
  },
  hostel: {
    nameRequired: 'Please enter hostel name.',
    locationRequired: 'Please enter the location.',
    roomPositive: 'room must be a positive number.',
    contactInvalid: 'Contact number must be a valid 10-digit Nepali mobile.',
    emailInvalid: 'Please enter a valid e-mail.',
    pricePositive: 'Price must be positive.',
    imagesRequired: 'Upload at least one image.',
    imagesMax: `Please select at most ${MAX_IMAGES} images.`,
    descriptionRequired: 'Please enter a description.',
    priceMin: 'Price cannot be negative.',
    roomMin: 'Rooms must be at least 1.',
  },
  images: {
    tooLarge: "Some files exceed the 5MB limit and weren't uploaded.",
    limitReached: `You can only upload up to ${MAX_IMAGES} images.`,
    notImage: 'This file is not a supported image. Please choose a JPG or PNG photo.',
    tooManyPixels: 'This photo is too large in pixels. Please choose a smaller photo.',
    noneLeft: 'A hostel needs at least one photo.',
  },
  coordinateOutside: 'Choose a location in Nepal from the suggestions.',
  submitted: 'Our team will contact you for verification.',
  dailyLimit: `You can add at most ${LISTINGS_PER_DAY} listings a day. Please try again tomorrow.`,
  notOnMap:
    'We could not find this location on the map. Choose one of the suggestions while typing to put your listing on the map.',
} as const;

const M = LISTING_MESSAGES;

/** A hostel's contact: a 10-digit Nepali mobile number (98…, 97…, 96…). */
export const NEPALI_MOBILE = /^9[678]\d{8}$/;

const trimmed = (required: string, max = 200) => requiredText(required, max);

/** Empty form fields arrive as '' (and multipart sends strings): both mean "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A number field from a form or multipart body, with its own "required" and "not a number" messages. */
const numberField = (required: string, notNumber = required) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : notNumber) })
      .refine(Number.isFinite, notNumber),
  );

export const CoordinateSchema = z.object({
  lat: z.coerce.number().min(26, M.coordinateOutside).max(30.6, M.coordinateOutside),
  lon: z.coerce.number().min(79.9, M.coordinateOutside).max(88.3, M.coordinateOutside),
});
export type Coordinate = z.infer<typeof CoordinateSchema>;

const phone = (required: string) =>
  trimmed(required, 30).refine((v) => countDigits(v) >= PHONE_MIN_DIGITS, M.property.phoneDigits);

/** POST /landlords/add — checked in SPEC's order: name, location, contact, phone digits, price. */
export const AddPropertySchema = z.object({
  name: trimmed(M.property.nameRequired),
  location: trimmed(M.property.locationRequired),
  Contact_no1: phone(M.property.contactRequired),
  Contact_no2: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(30)
      .refine((v) => countDigits(v) >= PHONE_MIN_DIGITS, M.property.phoneDigits)
      .optional(),
  ),
  price: numberField(M.property.priceRequired, M.property.priceNumber).pipe(
    z
      .number()
      .int(M.property.priceNumber)
      .min(MIN_PRICE, M.property.priceMin)
      .max(100_000_000, M.property.priceNumber),
  ),
  shutter: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: M.property.shutterInvalid })
      .int(M.property.shutterInvalid)
      .min(0, M.property.shutterInvalid)
      .max(1000, M.property.shutterInvalid)
      .optional(),
  ),
  coordinate: CoordinateSchema.optional(),
});
export type AddPropertyInput = z.input<typeof AddPropertySchema>;
export type AddProperty = z.output<typeof AddPropertySchema>;

/** PUT /landlords/verify/{id} text fields (multipart); photos are checked by the upload pipeline. */
export const VerifyPropertySchema = z.object({
  length: numberField(M.verification.length).pipe(z.number().gt(0, M.verification.sizePositive).max(10_000)),
  width: numberField(M.verification.width).pipe(z.number().gt(0, M.verification.sizePositive).max(10_000)),
  room: numberField(M.verification.room).pipe(
    z.number().int(M.verification.room).min(MIN_ROOMS, M.verification.roomMin).max(1000),
  ),
  bathroom: numberField(M.verification.bathroom).pipe(
    z.number().int(M.verification.bathroom).min(1, M.verification.bathroomMin).max(1000),
  ),
  description: trimmed(M.verification.description, 5000),
});
export type VerifyPropertyInput = z.input<typeof VerifyPropertySchema>;
export type VerifyProperty = z.output<typeof VerifyPropertySchema>;

const hostelEmail = z.preprocess(
  blankToUndefined,
  z
    .string()
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
  name: trimmed(M.hostel.nameRequired),
  location: trimmed(M.hostel.locationRequired),
  room: numberField(M.hostel.roomPositive).pipe(
    z.number().int(M.hostel.roomPositive).positive(M.hostel.roomPositive).max(10_000),
  ),
  contact_no: hostelContact,
  email: hostelEmail,
  price: numberField(M.hostel.pricePositive).pipe(
    z.number().int(M.hostel.pricePositive).positive(M.hostel.pricePositive).max(100_000_000),
  ),
  description: z.preprocess(blankToUndefined, z.string().trim().max(5000).optional()),
  lat: z.preprocess(blankToUndefined, CoordinateSchema.shape.lat.optional()),
  lon: z.preprocess(blankToUndefined, CoordinateSchema.shape.lon.optional()),
});
export type AddHostelInput = z.input<typeof AddHostelSchema>;
export type AddHostel = z.output<typeof AddHostelSchema>;

/** PUT /hostels/edit-details/{id} as JSON: everything required but the email (SPEC §5, edit form). */
export const EditHostelSchema = z.object({
  name: trimmed(M.hostel.nameRequired),
  location: trimmed(M.hostel.locationRequired),
  room: numberField(M.hostel.roomMin).pipe(
    z.number().int(M.hostel.roomMin).min(MIN_ROOMS, M.hostel.roomMin).max(10_000),
  ),
  contact_no: hostelContact,
  email: hostelEmail,
  price: numberField(M.hostel.priceMin).pipe(
    z.number().int(M.hostel.priceMin).min(MIN_PRICE, M.hostel.priceMin).max(100_000_000),
  ),
  description: trimmed(M.hostel.descriptionRequired, 5000),
  coordinate: z.preprocess(blankToUndefined, CoordinateSchema.nullable().optional()),
});
export type EditHostelInput = z.input<typeof EditHostelSchema>;
export type EditHostel = z.output<typeof EditHostelSchema>;

export const DeleteImageSchema = z.object({
  id: z.uuid({ error: 'Not found' }),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_IMAGES - 1),
});

export const SoldSchema = z.object({ sold: z.boolean() });

/** GET /hostels/get-unhostel and GET /landlords/ (admin): one page of a queue, oldest first. */
export const UnverifiedListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(UNVERIFIED_PAGE_MAX).default(UNVERIFIED_PAGE_SIZE),
});
export type UnverifiedListQuery = z.infer<typeof UnverifiedListQuerySchema>;

export const ListingIdParamSchema = z.object({ id: z.uuid({ error: 'Listing not found' }) });

const CoordinateOut = z.object({ lat: z.number(), lon: z.number() }).nullable();

/** A hostel as the client reads it (SPEC §3). */
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
  createdAt: z.string(),
  width: z.number().nullable(),
  length: z.number().nullable(),
  Applicants: z.number(),
  listedBy: z.string(),
  isOwner: z.boolean(),
});
export type Hostel = z.infer<typeof HostelSchema>;

/** A landlord property as the client reads it (SPEC §3, read side). */
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
  createdAt: z.string(),
  email: z.string().nullable(),
  listedBy: z.string(),
  isOwner: z.boolean(),
});
export type Property = z.infer<typeof PropertySchema>;

export const HostelResponseSchema = envelopeOf(HostelSchema);
export const PropertyResponseSchema = envelopeOf(PropertySchema);
export const HostelPageResponseSchema = pagedEnvelopeOf(HostelSchema);
export const PropertyPageResponseSchema = pagedEnvelopeOf(PropertySchema);
