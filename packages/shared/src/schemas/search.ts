import { z } from 'zod';
import { EnvelopeSchema, PageMetaSchema } from './common';
import { HostelSchema, PropertySchema } from './listings';

export const SEARCH_SORTS = ['price_asc', 'price_desc', 'newest', 'nearest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 50;
/** Totals are counted up to here and shown as "1,000+" beyond, so a broad search stays cheap. */
export const SEARCH_TOTAL_CAP = 1000;

export const SEARCH_MESSAGES = {
  tooLong: 'Search text is too long.',
  nearestNeedsPlace: 'Choose a place to sort by distance.',
  priceRange: 'The minimum price cannot be more than the maximum.',
} as const;

const optionalNumber = <T extends z.ZodNumber>(schema: T) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number().pipe(schema).optional(),
  );

/** GET /hostels/by-address and /landlords/verified/by-address. */
export const SearchQuerySchema = z
  .object({
    location: z.string().max(200, SEARCH_MESSAGES.tooLong).default(''),
    sort: z.enum(SEARCH_SORTS).optional(),
    lat: optionalNumber(z.number().min(-90).max(90)),
    lon: optionalNumber(z.number().min(-180).max(180)),
    km: optionalNumber(z.number().positive().max(500)),
    minPrice: optionalNumber(z.number().int().min(0)),
    maxPrice: optionalNumber(z.number().int().min(0)),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
  })
  .refine((q) => q.sort !== 'nearest' || (q.lat !== undefined && q.lon !== undefined), {
    path: ['sort'],
    error: SEARCH_MESSAGES.nearestNeedsPlace,
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ['minPrice'],
    error: SEARCH_MESSAGES.priceRange,
  });
export type SearchQuery = z.output<typeof SearchQuerySchema>;
export type SearchParams = z.input<typeof SearchQuerySchema>;

const SearchMetaSchema = PageMetaSchema.extend({ totalCapped: z.boolean() });
export type SearchMeta = z.infer<typeof SearchMetaSchema>;

export const HostelSearchResponseSchema = EnvelopeSchema.extend({
  data: z.array(HostelSchema),
  meta: SearchMetaSchema,
});
export const PropertySearchResponseSchema = EnvelopeSchema.extend({
  data: z.array(PropertySchema),
  meta: SearchMetaSchema,
});
