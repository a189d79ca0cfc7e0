import { z } from 'zod';
import { COMMON_CODES } from '../messages/common';
import { EnvelopeSchema, PageMetaSchema, pageNumber, pageSize } from './common';
import { formNumber } from './form-fields';
import {
  HOSTEL_GENDERS,
  MAX_FLOOR,
  PROPERTY_TYPES,
  WATER_SUPPLIES,
  amenityList,
  ATTRIBUTE_CODES,
} from './attributes';
import { HostelSchema, PropertySchema } from './listings';
import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE, SEARCH_SORTS } from '../search-params';
import { SEARCH_CODES } from './messages/search';

// The messages live without zod, for screens that show them without validating (messages/search.ts).
export { SEARCH_MESSAGES, SEARCH_CODES } from './messages/search';

// Plain values in a module without zod, for the search page's first load (search-params.ts).
export {
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  SEARCH_TOTAL_CAP,
  type SearchSort,
} from '../search-params';

const M = SEARCH_CODES;

/**
 * An optional number of the query string, blank for none; anything but a decimal number
 * (`formNumber`: not '0x10') in `schema`'s range is `message`.
 */
const optionalNumber = <T extends z.ZodNumber>(schema: T, message: string) =>
  z.preprocess(formNumber, z.number({ error: message }).pipe(schema).optional());

/** An optional query choice; '' means "any". */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: message }).optional());

/** A filter that is on ("true") or absent: "false" means the same as leaving it out. */
const onlyWhenOn = z.preprocess(
  (v) => (v === '' || v === 'false' || v === false ? undefined : v === 'true' ? true : v),
  z.literal(true, { error: M.yesOnly }).optional(),
);

/** A comma-separated list of choices in a query string (`propertyType=room,flat`): any of them. */
const choiceList = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (v) =>
      v === '' || v === undefined ? undefined : typeof v === 'string' ? v.split(',').filter(Boolean) : v,
    z
      .array(z.enum(values, { error: message }), { error: message })
      .max(values.length, message)
      .transform((list) => values.filter((value) => list.includes(value)))
      .optional(),
  );

/**
 * What a tenant narrows a search by, beside the place and the sort. Hostel filters (gender, meals,
 * amenities) are ignored in a property search and property filters in a hostel search.
 * `meals=some` means at least some meals (some or all); `amenities` and the yes-filters must all hold.
 */
export const SearchFiltersSchema = z.object({
  minPrice: optionalNumber(z.number().int(M.priceInvalid).min(0, M.priceInvalid), M.priceInvalid),
  maxPrice: optionalNumber(z.number().int(M.priceInvalid).min(0, M.priceInvalid), M.priceInvalid),
  minRooms: optionalNumber(
    z.number().int(M.roomsInvalid).min(1, M.roomsInvalid).max(100, M.roomsInvalid),
    M.roomsInvalid,
  ),
  gender: optionalChoice(HOSTEL_GENDERS, ATTRIBUTE_CODES.genderInvalid),
  meals: optionalChoice(['some', 'all'] as const, M.mealsFilterInvalid),
  amenities: amenityList,
  propertyType: choiceList(PROPERTY_TYPES, ATTRIBUTE_CODES.propertyTypeInvalid),
  furnished: onlyWhenOn,
  parking: onlyWhenOn,
  water: optionalChoice(WATER_SUPPLIES, ATTRIBUTE_CODES.waterInvalid),
  /** Only listings a verifier (or the team in person) visited and measured: `visited=true`. */
  visited: onlyWhenOn,
  maxFloor: optionalNumber(
    z
      .number()
      .int(ATTRIBUTE_CODES.floorInvalid)
      .min(0, ATTRIBUTE_CODES.floorInvalid)
      .max(MAX_FLOOR, ATTRIBUTE_CODES.floorInvalid),
    ATTRIBUTE_CODES.floorInvalid,
  ),
});
export type SearchFilters = z.output<typeof SearchFiltersSchema>;

/** GET /hostels/by-address and /landlords/verified/by-address. */
export const SearchQuerySchema = z
  .object({
    ...SearchFiltersSchema.shape,
    location: z.string({ error: COMMON_CODES.invalidValue }).max(200, M.tooLong).default(''),
    sort: z.enum(SEARCH_SORTS, { error: M.sortInvalid }).optional(),
    lat: optionalNumber(z.number().min(-90, M.placeInvalid).max(90, M.placeInvalid), M.placeInvalid),
    lon: optionalNumber(z.number().min(-180, M.placeInvalid).max(180, M.placeInvalid), M.placeInvalid),
    km: optionalNumber(z.number().positive(M.distanceInvalid).max(500, M.distanceInvalid), M.distanceInvalid),
    page: pageNumber(10_000),
    limit: pageSize(SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE),
  })
  .refine((q) => q.sort !== 'nearest' || (q.lat !== undefined && q.lon !== undefined), {
    path: ['sort'],
    error: M.nearestNeedsPlace,
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['minPrice'],
    error: M.priceRange,
  });
export type SearchQuery = z.output<typeof SearchQuerySchema>;
export type SearchParams = z.input<typeof SearchQuerySchema>;

/**
 * A search that named one area (a town, city or neighbourhood, not a campus or a district) covers the
 * area and the ring around its centre, so a small place never reads as empty when there are
 * listings next door. `km` in the query sets the ring's radius; left out, the server sizes it to the
 * place (a neighbourhood a few km, a city more).
 */
export const SearchAreaSchema = z.object({
  /** The place as the gazetteer names it, in English and in Nepali (null when it has no Nepali name). */
  name: z.string(),
  nameNe: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  /** Listings within this many km of the centre are included with the place's own. */
  km: z.number(),
  /** How many of the matches are in the place itself, counted up to the cap like `total`. */
  inPlace: z.number(),
});
export type SearchArea = z.infer<typeof SearchAreaSchema>;

const SearchMetaSchema = PageMetaSchema.extend({
  totalCapped: z.boolean(),
  /** Set when the query named one area (see SearchAreaSchema); absent or null otherwise. */
  area: SearchAreaSchema.nullable().optional(),
});
export type SearchMeta = z.infer<typeof SearchMetaSchema>;

export const HostelSearchResponseSchema = EnvelopeSchema.extend({
  data: z.array(HostelSchema),
  meta: SearchMetaSchema,
});
export const PropertySearchResponseSchema = EnvelopeSchema.extend({
  data: z.array(PropertySchema),
  meta: SearchMetaSchema,
});
