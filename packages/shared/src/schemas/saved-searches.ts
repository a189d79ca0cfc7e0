import { z } from 'zod';
import { SEARCH_PAGE_OF_KIND } from '../site';
import { HOSTEL_AMENITIES, HOSTEL_GENDERS, PROPERTY_TYPES, WATER_SUPPLIES } from './attributes';
import { envelopeOf } from './common';
import { SEARCH_SORTS, SearchQuerySchema } from './search';
import { SAVED_SEARCH_CODES, SAVED_SEARCH_NAME_MAX } from './messages/saved-searches';

// The messages live without zod, for screens that show them without validating (messages/saved-searches.ts).
export {
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_CODES,
} from './messages/saved-searches';

/** The most listings one alert email names; the email links to the whole search for the rest. */
export const SAVED_SEARCH_ALERT_LISTINGS_MAX = 10;
/** Hours between two alert emails of one saved search, unless the server is configured otherwise. */
export const SAVED_SEARCH_ALERT_HOURS_DEFAULT = 24;

/** What a saved search finds: hostels, or landlord properties (rooms, flats, houses, shutters). */
export const SAVED_SEARCH_KINDS = ['hostel', 'property'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

const M = SAVED_SEARCH_CODES;

// Paging belongs to one visit of the results, not to what the search is.
const { page: _page, limit: _limit, ...savedQueryShape } = SearchQuerySchema.shape;

/**
 * The search a saved search repeats: the place (location text, or a point with a radius), the sort
 * and every filter, exactly as the search API takes them without `page` and `limit`. Checked field
 * by field and then by the search's own rules (`SearchQuerySchema`: nearest needs a place, the
 * minimum price is not above the maximum), so nothing is saved that the search would refuse.
 */
export const SavedSearchQuerySchema = z
  .object(savedQueryShape, { error: M.queryInvalid })
  .superRefine((query, ctx) => {
    const checked = SearchQuerySchema.safeParse(query);
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
export type SavedSearchQuery = z.output<typeof SavedSearchQuerySchema>;
export type SavedSearchQueryInput = z.input<typeof SavedSearchQuerySchema>;

const name = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, M.nameTooLong);

/** POST /saved-searches. */
export const CreateSavedSearchSchema = z.object(
  {
    name,
    kind: z.enum(SAVED_SEARCH_KINDS, { error: M.kindInvalid }),
    query: SavedSearchQuerySchema,
  },
  { error: M.queryInvalid },
);
export type CreateSavedSearch = z.output<typeof CreateSavedSearchSchema>;
export type CreateSavedSearchInput = z.input<typeof CreateSavedSearchSchema>;

/** The name field alone: the web's save and rename forms. */
export const SavedSearchNameSchema = z.object({ name });
export type SavedSearchName = z.output<typeof SavedSearchNameSchema>;

/** PATCH /saved-searches/{id}: rename, pause or resume (at least one of them). */
export const UpdateSavedSearchSchema = z
  .object(
    {
      name: name.optional(),
      paused: z.boolean({ error: M.pausedInvalid }).optional(),
    },
    { error: M.nothingToChange },
  )
  .refine((body) => body.name !== undefined || body.paused !== undefined, { message: M.nothingToChange });
export type UpdateSavedSearch = z.output<typeof UpdateSavedSearchSchema>;

export const SavedSearchIdParamSchema = z.object({ id: z.uuid({ error: M.notFound }) });

const token = z.string({ error: M.linkInvalid }).min(1, M.linkInvalid).max(200, M.linkInvalid);

/**
 * POST /saved-searches/unsubscribe: the signed token of an alert email's link, in the JSON body (the
 * web page) or in the query string (the mail program's one-click POST, RFC 8058, whose form body
 * only says `List-Unsubscribe=One-Click`).
 */
export const UnsubscribeQuerySchema = z.object({ token: token.optional() }, { error: M.linkInvalid });
/** Null or absent for a multipart one-click POST, whose parts are not read. */
export const UnsubscribeBodySchema = z
  .object({ token: token.optional() }, { error: M.linkInvalid })
  .nullish();

/**
 * The saved query as the API answers it: `SavedSearchQuerySchema`'s output, field for field (a
 * test keeps the two in step). Responses are written without transforms, so this one has none.
 */
export const SavedSearchQueryOutSchema = z.object({
  minPrice: z.number().optional(),
  maxPrice: z.number().optional(),
  minRooms: z.number().optional(),
  gender: z.enum(HOSTEL_GENDERS).optional(),
  meals: z.enum(['some', 'all']).optional(),
  amenities: z.array(z.enum(HOSTEL_AMENITIES)).optional(),
  propertyType: z.array(z.enum(PROPERTY_TYPES)).optional(),
  furnished: z.literal(true).optional(),
  parking: z.literal(true).optional(),
  water: z.enum(WATER_SUPPLIES).optional(),
  visited: z.literal(true).optional(),
  maxFloor: z.number().optional(),
  location: z.string(),
  sort: z.enum(SEARCH_SORTS).optional(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  km: z.number().optional(),
}) satisfies z.ZodType<SavedSearchQuery>;

/** A saved search as its owner reads it. */
export const SavedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(SAVED_SEARCH_KINDS),
  query: SavedSearchQueryOutSchema,
  paused: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export const SavedSearchResponseSchema = envelopeOf(SavedSearchSchema);
export const SavedSearchListResponseSchema = envelopeOf(z.array(SavedSearchSchema));

/** What an unsubscribe link paused: enough for the page to name it. */
export const UnsubscribedSchema = z.object({ _id: z.string(), name: z.string(), paused: z.literal(true) });
export type Unsubscribed = z.infer<typeof UnsubscribedSchema>;
export const UnsubscribedResponseSchema = envelopeOf(UnsubscribedSchema);

/**
 * The saved query as URL parameters, under the names the search API and the search page's URL use
 * (lists comma-separated, yes-filters as `true`); what is not set is left out.
 */
export function savedSearchParams(query: SavedSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  const placeFirst = ['location', 'lat', 'lon', 'km', 'sort'];
  const keys = [...placeFirst, ...Object.keys(query).filter((key) => !placeFirst.includes(key))];
  for (const key of keys) {
    const value = query[key as keyof SavedSearchQuery];
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (value !== undefined && value !== '') {
      params.set(key, String(value));
    }
  }
  return params;
}

/** The search page that runs this saved search again (path and query, no origin). */
export function savedSearchPath(kind: SavedSearchKind, query: SavedSearchQuery): string {
  const params = savedSearchParams(query).toString();
  return params ? `${SEARCH_PAGE_OF_KIND[kind]}?${params}` : SEARCH_PAGE_OF_KIND[kind];
}
