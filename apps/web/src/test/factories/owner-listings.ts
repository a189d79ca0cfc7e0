import type { OwnerListing } from '@app/shared';
import { uuidOf } from './ids';

/**
 * The owner's listing number `n` (1-based) on My listings (GET /user/listings): a hostel for odd
 * `n`, a property for even, waiting for a check, available, no applicants; newest first by date.
 */
export function makeOwnerListing(n: number, overrides: Partial<OwnerListing> = {}): OwnerListing {
  const kind = n % 2 === 1 ? 'hostel' : 'property';
  return {
    _id: uuidOf('7000', n),
    kind,
    name: kind === 'hostel' ? `Hostel ${n}` : `Flat ${n}`,
    location: `Ward ${n}, Kathmandu`,
    price: 10_000 + n * 500,
    image: null,
    photoCount: 0,
    createdAt: new Date(Date.UTC(2026, 9, 31 - (n % 28), 9)).toISOString(),
    state: 'waiting',
    verification: null,
    sold: false,
    stale: false,
    confirmedAt: new Date(Date.UTC(2026, 9, 31 - (n % 28), 9)).toISOString(),
    toConfirm: false,
    applicants: { open: 0, new: 0, all: 0 },
    ...overrides,
  };
}
