import { OWNER_LISTING_STATES, type OwnerListingState } from '@app/shared';
import { ranOutAt } from './material-changes';
import type { ListingRow } from './repository';
import { isOutAfterReports } from './rules';

/** What a listing's state on the owner's dashboard is read from. */
export type OwnerStateColumns = Pick<
  ListingRow,
  | 'hiddenAt'
  | 'heldByReports'
  | 'sold'
  | 'verificationExpiredAt'
  | 'changedSinceVerificationAt'
  | 'verificationLevel'
>;

/** Whether the listing is in each state; the first in OWNER_LISTING_STATES' order that holds is its state. */
const HOLDS: Record<OwnerListingState, (row: OwnerStateColumns) => boolean> = {
  hidden: (row) => isOutAfterReports(row),
  rented: (row) => row.sold,
  // Run out by time: a change since the visit also sets verificationExpiredAt, and is `changed`.
  expired: (row) => ranOutAt(row) !== null,
  changed: (row) => row.changedSinceVerificationAt !== null,
  visited: (row) => row.verificationLevel === 'visited',
  checked: (row) => row.verificationLevel === 'checked',
  waiting: () => true,
};

/**
 * Where one of the owner's listings stands, the first that holds: hidden after reports (or held
 * by them), rented, verification expired, changed since the visit, visited, checked, else waiting.
 */
export const ownerListingState = (row: OwnerStateColumns): OwnerListingState =>
  OWNER_LISTING_STATES.find((state) => HOLDS[state](row)) ?? 'waiting';
