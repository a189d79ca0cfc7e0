import { z } from 'zod';
import { SHORTLIST_MAX } from '../constants';
import { envelopeOf } from './common';
import { HostelSchema, LISTING_CODES, PropertySchema } from './listings';
import { SHORTLIST_CODES } from './messages/shortlist';

// The messages live without zod, for screens that show them without validating (messages/shortlist.ts).
export { SHORTLIST_MESSAGES, SHORTLIST_CODES } from './messages/shortlist';

/**
 * Where a saved listing stands now, as tenants see it:
 * - `available`: listed and not sold;
 * - `sold`: still listed, marked sold;
 * - `hidden`: no longer listed (unverified again, hidden by the admin, held by reports, or out of
 *   search until its owner confirms it is still available). Only its name is kept for the owner of
 *   the shortlist; a shared shortlist leaves it out.
 */
export const SHORTLIST_STATUSES = ['available', 'sold', 'hidden'] as const;
export type ShortlistStatus = (typeof SHORTLIST_STATUSES)[number];

/** A share token: 32 random bytes, base64url. */
export const SHORTLIST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const M = SHORTLIST_CODES;

/** PUT and DELETE /shortlist/{listingId}. */
export const ShortlistListingParamSchema = z.object({
  listingId: z.uuid({ error: LISTING_CODES.notFound }),
});

/** POST /shortlist/merge: the ids a visitor saved in their browser, newest first. */
export const ShortlistMergeSchema = z.object({
  ids: z.array(z.uuid({ error: M.idsInvalid }), { error: M.idsInvalid }).max(SHORTLIST_MAX, M.tooMany),
});
export type ShortlistMerge = z.infer<typeof ShortlistMergeSchema>;

/**
 * GET /shortlist/listings?ids=: a visitor's browser list, comma-separated ids newest first. The
 * ids are checked as the merge checks them.
 */
export const ShortlistPreviewQuerySchema = z.object({
  ids: z.preprocess(
    (v) => (v === '' || v === undefined ? [] : typeof v === 'string' ? v.split(',') : v),
    ShortlistMergeSchema.shape.ids,
  ),
});

/** GET /shortlist/shared/{token}. */
export const ShortlistTokenParamSchema = z.object({
  token: z.string({ error: M.shareNotFound }).regex(SHORTLIST_TOKEN_PATTERN, M.shareNotFound),
});

/** A saved listing's public view: what search shows for it. */
const ListedSchema = z.discriminatedUnion('kind', [HostelSchema, PropertySchema]);

/** One saved listing: its public view while it is listed; only its name once it is not (`hidden`). */
export const ShortlistEntrySchema = z.object({
  listingId: z.string(),
  kind: z.enum(['hostel', 'property']),
  name: z.string(),
  status: z.enum(SHORTLIST_STATUSES),
  /** When it was saved to this shortlist. */
  savedAt: z.string(),
  listing: ListedSchema.nullable(),
});
export type ShortlistEntry = z.infer<typeof ShortlistEntrySchema>;

/** A shared shortlist's entry: listed ones only, never a hidden one. */
export const SharedShortlistEntrySchema = ShortlistEntrySchema.extend({
  status: z.enum(['available', 'sold']),
  listing: ListedSchema,
});
export type SharedShortlistEntry = z.infer<typeof SharedShortlistEntrySchema>;

/** A listing of a visitor's browser list that is still listed (saved times are the browser's). */
export const ShortlistPreviewEntrySchema = SharedShortlistEntrySchema.omit({ savedAt: true });
export type ShortlistPreviewEntry = z.infer<typeof ShortlistPreviewEntrySchema>;

/** The account's saved listing ids, newest first: what the hearts need. */
export const ShortlistIdsSchema = z.object({ ids: z.array(z.string()) });
export type ShortlistIds = z.infer<typeof ShortlistIdsSchema>;

/** The read-only link to the account's shortlist. */
export const ShortlistShareSchema = z.object({ token: z.string(), url: z.string() });
export type ShortlistShare = z.infer<typeof ShortlistShareSchema>;

export const ShortlistResponseSchema = envelopeOf(z.array(ShortlistEntrySchema));
export const SharedShortlistResponseSchema = envelopeOf(z.array(SharedShortlistEntrySchema));
export const ShortlistPreviewResponseSchema = envelopeOf(z.array(ShortlistPreviewEntrySchema));
export const ShortlistIdsResponseSchema = envelopeOf(ShortlistIdsSchema);
export const ShortlistShareResponseSchema = envelopeOf(ShortlistShareSchema);
