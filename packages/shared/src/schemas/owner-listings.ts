import { z } from 'zod';
import { EnvelopeSchema, PageMetaSchema, pageNumber, pageSize } from './common';
import { LISTING_CODES } from './listings';
import { ListingVerificationSchema } from './trust';

const M = LISTING_CODES.mine;

/**
 * Where one of the owner's listings stands, the first that holds: hidden after reports (or held
 * out of search by them), rented, verification expired, changed since the visit, visited,
 * checked, else waiting for a check.
 */
export const OWNER_LISTING_STATES = [
  'hidden',
  'rented',
  'expired',
  'changed',
  'visited',
  'checked',
  'waiting',
] as const;
export type OwnerListingState = (typeof OWNER_LISTING_STATES)[number];

export const OWNER_LISTINGS_PAGE_SIZE = 12;
export const OWNER_LISTINGS_PAGE_MAX = 50;

/**
 * GET /user/listings: one page of the owner's hostels and properties, newest first. Always a page
 * (OWNER_LISTINGS_PAGE_SIZE when `limit` is not named): no published client reads this list whole.
 */
export const OwnerListingsQuerySchema = z.object({
  kind: z.enum(['hostel', 'property'], { error: M.kindInvalid }).optional(),
  /** Part of a name or place, any case. */
  q: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string({ error: M.searchTooLong }).trim().max(100, M.searchTooLong).optional(),
  ),
  /** `attention`: only the listings with new applicants or due for the owner's confirmation. */
  needs: z.enum(['attention'], { error: M.needsInvalid }).optional(),
  page: pageNumber(),
  limit: pageSize(OWNER_LISTINGS_PAGE_SIZE, OWNER_LISTINGS_PAGE_MAX),
});
export type OwnerListingsQuery = z.output<typeof OwnerListingsQuerySchema>;

/** A listing on the owner's dashboard: enough for its card, never its applicants' details. */
export const OwnerListingSchema = z.object({
  _id: z.string(),
  kind: z.enum(['hostel', 'property']),
  name: z.string(),
  location: z.string(),
  price: z.number().nullable(),
  /** The first of the owner's photos (else the verifier's), or null. */
  image: z.string().nullable(),
  /** The owner's own photos. */
  photoCount: z.number().int(),
  createdAt: z.string(),
  state: z.enum(OWNER_LISTING_STATES),
  verification: ListingVerificationSchema.nullable(),
  sold: z.boolean(),
  /** Out of search until the owner says it is still available. */
  stale: z.boolean(),
  /** ISO date and time the owner last said it is still available. */
  confirmedAt: z.string(),
  /**
   * The owner's "still available" is wanted now: checked or visited, not rented, and out of search
   * (`stale`) or not confirmed for AVAILABILITY_REMINDER_DAYS. The server holds the rule.
   */
  toConfirm: z.boolean(),
  applicants: z.object({
    /** Applications still waiting for an answer (new, seen, contacted, visit arranged). */
    open: z.number().int(),
    /** Of those, the ones the owner has not opened yet. */
    new: z.number().int(),
    /** Every application in any state (accepted, declined and withdrawn too): 0 means nobody applied. */
    all: z.number().int(),
  }),
});
export type OwnerListing = z.infer<typeof OwnerListingSchema>;

export const OwnerListingsResponseSchema = EnvelopeSchema.extend({
  data: z.array(OwnerListingSchema),
  meta: PageMetaSchema.extend({
    /** How many the owner has of each kind, whatever the filter: the filter's counts. */
    counts: z.object({ hostel: z.number().int(), property: z.number().int() }),
    /** What needs the owner now, over all their listings whatever the filter. */
    attention: z.object({
      /** New applications (not yet opened by the owner). */
      newApplicants: z.number().int(),
      /** Listings with at least one new application. */
      listingsWithNew: z.number().int(),
      /** Listings whose "still available" is wanted (`toConfirm`). */
      toConfirm: z.number().int(),
    }),
  }),
});
