import {
  type Availability,
  type ListingVerification,
  type Measures,
  type VerificationEvidence,
  type VisitChecklist,
  differencesBetween,
} from '@app/shared';
import type { ImageService } from '../images/service';
import type { VerificationRecord } from './presentable-reader';
import type { ListingRow } from './repository';
import { changedSince, ranOutAt } from './material-changes';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the trust fields need beyond the row. */
export type TrustContext = {
  images: ImageService;
  verification: VerificationRecord | null;
  verifierImageKeys: string[];
  verificationValidDays: number;
};

/** Square metres to two decimals; null unless both sides are known. */
const areaOf = (length: number | null, width: number | null) =>
  length !== null && width !== null ? Math.round(length * width * 100) / 100 : null;

/** A hostel's beds, kitchen and dining room (none for a property, nor stated by owners), and the floor. */
type Counts = Pick<Measures, 'beds' | 'kitchen' | 'dining' | 'floor'>;
const notCounted: Counts = { beds: null, kitchen: null, dining: null, floor: null };

const measures = (
  length: number | null,
  width: number | null,
  rooms: number | null,
  bathrooms: number | null,
  counts: Partial<Counts> = {},
): Measures => ({
  length,
  width,
  area: areaOf(length, width),
  rooms,
  bathrooms,
  ...notCounted,
  ...counts,
});

/**
 * What the owner states, as the listing shows it now (not as it was at the visit): a hostel's
 * rooms, a property's floor. Owners state no size and no bathrooms; a property's rooms and a
 * hostel's beds come only from a visit.
 */
const statedOf = (row: ListingRow): Measures =>
  row.kind === 'hostel'
    ? measures(null, null, row.rooms, null)
    : measures(null, null, null, null, { floor: row.floor });

const checklistOf = (v: VerificationRecord): VisitChecklist | null =>
  v.checklist === null && v.water_hours === null
    ? null
    : { items: v.checklist ?? [], waterHours: v.water_hours };

/**
 * The latest verification as tenants see it. Only what is public leaves the server: a freelancer's
 * first name and that they are an approved verifier, or the team; never an email or a phone.
 */
export function evidenceOf(row: ListingRow, ctx: TrustContext): VerificationEvidence | null {
  const v = ctx.verification;
  if (!row.verified || !v) return null;
  const verifiedAt = new Date(v.verified_at);
  const ranOut = ranOutAt(row);
  const expiresAt = ranOut ?? new Date(verifiedAt.getTime() + ctx.verificationValidDays * DAY_MS);
  const urls = ctx.verifierImageKeys.map((key) => ctx.images.urls(key));
  const measured = measures(v.length_m, v.width_m, v.rooms, v.bathrooms, {
    beds: v.beds,
    kitchen: v.kitchen,
    dining: v.dining,
    floor: v.floor,
  });
  const stated = statedOf(row);
  return {
    verifier: {
      kind: v.verifier_kind,
      firstName: v.verifier_kind === 'freelancer' ? v.verifier_first_name : null,
    },
    verifiedAt: verifiedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    expired: ranOut !== null,
    measured,
    stated,
    differences: differencesBetween(stated, measured),
    checklist: checklistOf(v),
    notes: v.notes,
    photosTakenAt: v.photos_taken_at === null ? null : new Date(v.photos_taken_at).toISOString(),
    image: urls.map((u) => u.full),
    thumbnail: urls.map((u) => u.thumb),
  };
}

/** What the badge is read from (a report's listing has no more of the row). */
export type VerificationState = Pick<
  ListingRow,
  'verified' | 'verificationLevel' | 'verifiedAt' | 'changedSinceVerificationAt' | 'changedFields'
>;

/**
 * Visited or only checked, and when: what the badge says. Null while unverified. An expired
 * verification keeps its level and date (they stay true; `evidence.expired` says it ran out).
 */
export function verificationOf(row: VerificationState): ListingVerification | null {
  if (!row.verified || !row.verificationLevel || !row.verifiedAt) return null;
  return { level: row.verificationLevel, at: row.verifiedAt.toISOString(), ...changedSince(row) };
}

/** A sold listing is never shown as available. */
export const availabilityOf = (row: ListingRow): Availability | null =>
  row.sold ? null : { confirmedAt: row.confirmedAt.toISOString() };
