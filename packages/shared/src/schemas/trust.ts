import { z } from 'zod';
import { COMMON_CODES } from '../messages/common';
import { envelopeOf, listQuerySchema, pagedEnvelopeOf } from './common';
import { DifferenceSchema, VisitChecklistSchema, VisitPhotoSchema } from './visit';
import { REPORT_DETAILS_MAX, TRUST_CODES } from './messages/trust';

// The messages live without zod, for screens that show them without validating (messages/trust.ts).
export { REPORT_DETAILS_MAX, TRUST_MESSAGES, TRUST_CODES } from './messages/trust';

/** Days a listing's verification stays current unless the server is configured otherwise. */
export const VERIFICATION_VALID_DAYS_DEFAULT = 180;
/** An owner who has not confirmed their listing is still available for this long is reminded by email. */
export const AVAILABILITY_REMINDER_DAYS = 30;
/** Unconfirmed for this long, a listing leaves search results until its owner confirms. */
export const AVAILABILITY_STALE_DAYS = 45;
/** Open reports from this many different reporters take a listing out of search until the admin decides. */
export const REPORTS_TO_HOLD = 3;
export const REPORT_PAGE_SIZE = 20;
export const REPORT_PAGE_MAX = 50;

/** What a visitor can say is wrong with a listing; `other` needs their own words. */
export const REPORT_REASONS = [
  'already_rented',
  'wrong_price',
  'photos_mismatch',
  'advance_payment',
  'scam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'sold'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What the admin can decide about a report. */
export const REPORT_ACTIONS = ['dismiss', 'hide', 'sold'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

const M = TRUST_CODES;

/** POST /reports/{listingId}: why, and in the reporter's words (required for `other`). */
export const ReportListingSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: M.report.reasonInvalid }),
    details: z.preprocess(
      (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
      z
        .string({ error: COMMON_CODES.invalidValue })
        .trim()
        .max(REPORT_DETAILS_MAX, M.report.detailsTooLong)
        .optional(),
    ),
  })
  .refine((r) => r.reason !== 'other' || r.details !== undefined, {
    message: M.report.detailsRequired,
    path: ['details'],
  });
export type ReportListingInput = z.input<typeof ReportListingSchema>;
export type ReportListing = z.output<typeof ReportListingSchema>;

/** GET /reports (admin): newest first; open ones unless `status` says otherwise. */
export const ReportListQuerySchema = listQuerySchema(
  { status: z.enum(['open', 'decided'], { error: M.report.statusInvalid }).default('open') },
  { size: REPORT_PAGE_SIZE, max: REPORT_PAGE_MAX },
);
export type ReportListQuery = z.infer<typeof ReportListQuerySchema>;

export const ReportActionParamSchema = z.object({
  id: z.uuid({ error: M.report.notFound }),
  action: z.enum(REPORT_ACTIONS, { error: COMMON_CODES.notFound }),
});

/** POST /listings/confirm-available: the signed token from the reminder email's link. */
export const ConfirmAvailableTokenSchema = z.object({
  token: z.string({ error: M.availability.linkInvalid }).min(1, M.availability.linkInvalid).max(500),
});

/**
 * How much a verification vouches for: `visited` (a verifier, or the admin in person, measured and
 * photographed it on site) or `checked` (the team checked its details from the desk, no visit).
 */
export const VERIFICATION_LEVELS = ['visited', 'checked'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

/**
 * What a visit vouches for: when the owner changes one of these on a verified listing, it shows
 * "changed since the visit" and waits for a new one (docs/decisions/0013). A price is not one.
 */
export const MATERIAL_FIELDS = ['name', 'location', 'rooms', 'photos'] as const;
export type MaterialField = (typeof MATERIAL_FIELDS)[number];

/** A listing's current verification level and when it was given; null while unverified. */
export const ListingVerificationSchema = z.object({
  level: z.enum(VERIFICATION_LEVELS),
  /** ISO date and time of the visit or the check. */
  at: z.string(),
  /** When the owner changed what was verified (name, location, rooms, photos) since; absent otherwise. */
  changedAt: z.string().optional(),
  /** What the owner changed since, in `MATERIAL_FIELDS` order; absent when nothing. */
  changed: z.array(z.enum(MATERIAL_FIELDS)).optional(),
});
export type ListingVerification = z.infer<typeof ListingVerificationSchema>;

/** The owner's last price change (a price needs no new visit); null when the price never changed. */
export const PriceChangeSchema = z.object({
  from: z.number().nullable(),
  to: z.number().nullable(),
  /** ISO date and time of the change. */
  at: z.string(),
});
export type PriceChange = z.infer<typeof PriceChangeSchema>;

const Measures = z.object({
  length: z.number().nullable(),
  width: z.number().nullable(),
  /** length × width in m², when both are known. */
  area: z.number().nullable(),
  rooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  /** A hostel's beds, and whether it has a kitchen and a dining room; null for a property, or where not counted. */
  beds: z.number().nullable(),
  kitchen: z.boolean().nullable(),
  dining: z.boolean().nullable(),
  /** The floor (0 = ground): what a property's owner says, and what the verifier found; null where not given. */
  floor: z.number().nullable(),
});
export type Measures = z.infer<typeof Measures>;

/**
 * The latest verification of a listing, public: who (a freelancer's first name, or the Ghar Bhada
 * team), when, until when, what was measured beside what the owner stated, and the verifier's photos.
 */
export const VerificationEvidenceSchema = z.object({
  verifier: z.object({
    kind: z.enum(['freelancer', 'team']),
    /** The approved freelancer's first name; null for the team. */
    firstName: z.string().nullable(),
  }),
  verifiedAt: z.string(),
  /** When it stops (or stopped) being current. */
  expiresAt: z.string(),
  expired: z.boolean(),
  measured: Measures,
  /** The owner's facts as the listing shows them now, beside what was measured. */
  stated: Measures,
  /** Where the owner and the verifier disagree (rooms, bathrooms, floor); empty when they agree. */
  differences: z.array(DifferenceSchema),
  /** The visit's checklist; null for a desk check and for visits recorded without one. */
  checklist: VisitChecklistSchema.nullable(),
  /** The verifier's own words about the place (never replacing the owner's description); null when none. */
  notes: z.string().nullable(),
  /** When the verifier's photos were taken (the earliest); null when there are none. */
  photosTakenAt: z.string().nullable(),
  /** The verifier's own photos, apart from the owner's. */
  image: z.array(z.string()),
  thumbnail: z.array(z.string()),
});
export type VerificationEvidence = z.infer<typeof VerificationEvidenceSchema>;

/** When the owner last confirmed the listing is still available; null for a sold listing. */
export const AvailabilitySchema = z.object({ confirmedAt: z.string() });
export type Availability = z.infer<typeof AvailabilitySchema>;

export const ConfirmedAvailabilitySchema = z.object({
  _id: z.string(),
  kind: z.enum(['hostel', 'property']),
  name: z.string(),
  confirmedAt: z.string(),
});
export const ConfirmedAvailabilityResponseSchema = envelopeOf(ConfirmedAvailabilitySchema);

/** A report as the admin's queue shows it: never who sent it. */
export const ReportSchema = z.object({
  _id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  listing: z.object({
    _id: z.string(),
    kind: z.enum(['hostel', 'property']),
    name: z.string(),
    location: z.string(),
    sold: z.boolean(),
    /** The admin hid it. */
    hidden: z.boolean(),
    /** Out of search while enough open reports wait for a decision. */
    heldByReports: z.boolean(),
    /** Open reports about this listing, this one included. */
    openReports: z.number().int(),
    /** Visited or only checked, as everywhere a listing shows; null while unverified. */
    verification: ListingVerificationSchema.nullable(),
  }),
});
export type Report = z.infer<typeof ReportSchema>;
export const ReportResponseSchema = envelopeOf(ReportSchema);
export const ReportPageResponseSchema = pagedEnvelopeOf(ReportSchema);

/** GET /api/listings/{id}/visit-photos (admin): the current verification's photos with their evidence. */
export const VisitPhotosResponseSchema = envelopeOf(z.array(VisitPhotoSchema));
