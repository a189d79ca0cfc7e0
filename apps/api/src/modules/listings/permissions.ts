import { LISTING_CODES } from '@app/shared';
import { forbidden, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/guards';
import type { ListingRow } from './repository';

export const isOwnerOrAdmin = (listing: ListingRow, user: CurrentUser | null) =>
  Boolean(user && (user.role === 'ADMIN' || user.id === listing.ownerId));

/** Changes to a listing: its owner or an admin; everyone else 403. */
export function requireOwnerOrAdmin(listing: ListingRow, user: CurrentUser) {
  if (!isOwnerOrAdmin(listing, user)) throw forbidden(LISTING_CODES.notOwner);
}

/**
 * Unverified listings, and those the admin hid after reports, are visible to their owner, admins
 * and the freelancer on their way to verify it (`isInspector`); to others they don't exist.
 */
export function requireVisible<T extends ListingRow>(
  listing: T | null,
  user: CurrentUser | null,
  isInspector = false,
): T {
  const isPublic = listing !== null && listing.verified && listing.hiddenAt === null;
  if (!listing || (!isPublic && !isOwnerOrAdmin(listing, user) && !isInspector)) {
    throw notFound(LISTING_CODES.notFound);
  }
  return listing;
}
