import { MATERIAL_FIELDS, type MaterialField, type PriceChange } from '@app/shared';
import type { ListingRow, NewListing } from './repository';

/** What an edit says of the fields a visit vouches for (`photos`: it replaced, added or removed any). */
export type Edit = {
  name?: string;
  location?: string;
  rooms?: number | null;
  price?: number | null;
  photos?: boolean;
};

const changedOf = (before: ListingRow, edit: Edit): MaterialField[] =>
  MATERIAL_FIELDS.filter((field) =>
    field === 'photos' ? edit.photos === true : edit[field] !== undefined && edit[field] !== before[field],
  );

/**
 * What an owner's edit records beside its values (docs/decisions/0013): a material change of a
 * verified listing marks it changed since its verification and puts it back in the admin's queue
 * through the re-verification mechanism (`verificationExpiredAt`, kept if it had run out already);
 * a new price is recorded with the old one and stays verified. An admin's edit is a correction,
 * not the owner changing what was visited: it records nothing.
 */
export function changeRecord(
  before: ListingRow,
  edit: Edit,
  byAdmin: boolean,
  at = new Date(),
): Partial<NewListing> {
  if (byAdmin) return {};
  const record: Partial<NewListing> = {};
  if (edit.price !== undefined && edit.price !== before.price) {
    record.priceChangedAt = at;
    record.previousPrice = before.price;
  }
  const changed = changedOf(before, edit);
  if (before.verified && changed.length > 0) {
    const all = new Set<string>([...(before.changedFields ?? []), ...changed]);
    record.changedSinceVerificationAt = at;
    record.changedFields = MATERIAL_FIELDS.filter((f) => all.has(f));
    record.verificationExpiredAt = before.verificationExpiredAt ?? at;
  }
  return record;
}

/** What a new verification (a visit or a desk check) writes: nothing has changed since it. */
export const unchanged = {
  changedSinceVerificationAt: null,
  changedFields: null,
} satisfies Partial<NewListing>;

/**
 * When the verification ran out by time, or null: a change since the visit also sets
 * `verificationExpiredAt` (at the change's moment) to put the listing back in the queue, and that
 * is not the verification running out. Ran out first and changed later, it is both.
 */
export function ranOutAt(row: Pick<ListingRow, 'verificationExpiredAt' | 'changedSinceVerificationAt'>) {
  const { verificationExpiredAt: at, changedSinceVerificationAt: changed } = row;
  if (at === null) return null;
  return changed !== null && at.getTime() >= changed.getTime() ? null : at;
}

/** The public `verification.changedAt`/`changed`, absent while nothing changed since it. */
export function changedSince(row: Pick<ListingRow, 'changedSinceVerificationAt' | 'changedFields'>): {
  changedAt?: string;
  changed?: MaterialField[];
} {
  if (!row.changedSinceVerificationAt) return {};
  return {
    changedAt: row.changedSinceVerificationAt.toISOString(),
    changed: MATERIAL_FIELDS.filter((f) => row.changedFields?.includes(f)),
  };
}

/** The public `priceChange`: null when the owner never changed the price. */
export const priceChangeOf = (row: ListingRow): PriceChange | null =>
  row.priceChangedAt
    ? { from: row.previousPrice, to: row.price, at: row.priceChangedAt.toISOString() }
    : null;
