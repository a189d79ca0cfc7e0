import { describe, expect, it } from 'vitest';
import { ownerListingState, type OwnerStateColumns } from './owner-listing-state';

const at = (iso: string) => new Date(iso);
/** Listed and waiting for its first check. */
const waiting: OwnerStateColumns = {
  hiddenAt: null,
  heldByReports: false,
  sold: false,
  verificationExpiredAt: null,
  changedSinceVerificationAt: null,
  verificationLevel: null,
};
const visited = { ...waiting, verificationLevel: 'visited' as const };
/** A change since the visit also sets verificationExpiredAt, at the change's moment. */
const changed = {
  ...visited,
  changedSinceVerificationAt: at('2026-05-01T00:00:00Z'),
  verificationExpiredAt: at('2026-05-01T00:00:00Z'),
};
const expired = { ...visited, verificationExpiredAt: at('2026-04-01T00:00:00Z') };

describe('a listing’s state on the owner’s dashboard', () => {
  it.each([
    ['waiting', waiting],
    ['checked', { ...waiting, verificationLevel: 'checked' as const }],
    ['visited', visited],
    ['changed', changed],
    ['expired', expired],
    // Ran out first, changed later: both, and expired comes first.
    ['expired', { ...expired, changedSinceVerificationAt: at('2026-05-01T00:00:00Z') }],
    ['rented', { ...changed, sold: true }],
    ['rented', { ...waiting, sold: true }],
    ['hidden', { ...visited, sold: true, heldByReports: true }],
    ['hidden', { ...expired, hiddenAt: at('2026-06-01T00:00:00Z') }],
  ] as const)('is %s for %o', (state, row) => {
    expect(ownerListingState(row)).toBe(state);
  });
});
