import { forbidden, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/guards';
import type { ListingRow } from './repository';

export const isOwnerOrAdmin = (listing: ListingRow, user: CurrentUser | null) =>
  Boolean(user && (user.role === 'ADMIN' || user.id === listing.ownerId));

/** Changes to a listing: its owner or an admin; everyone else 403. */
export function requireOwnerOrAdmin(listing: ListingRow, user: CurrentUser) {
  if (!isOwnerOrAdmin(listing, user)) throw forbidden('Only the owner of this listing can change it.');
}

/**
 * Unverified listings are visible to their owner, admins and the freelancer on their way to verify
 * it (`isInspector`); to others they don't exist.
 */
export function requireVisible<T extends ListingRow>(
  listing: T | null,
  user: CurrentUser | null,
  isInspector = false,
): T {
  if (!listing || (!listing.verified && !isOwnerOrAdmin(listing, user) && !isInspector)) {
    throw notFound('Listing not found');
  }
  return listing;
}
