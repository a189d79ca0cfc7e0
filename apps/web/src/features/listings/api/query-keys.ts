/** Cache keys of the listings screens; a write invalidates what it changed. */
export const listingKeys = {
  all: ['listings'] as const,
  ownerHostels: () => ['listings', 'owner-hostels'] as const,
  hostel: (id: string) => ['listings', 'hostel', id] as const,
  property: (id: string) => ['listings', 'property', id] as const,
  unverifiedHostels: () => ['listings', 'unverified', 'hostels'] as const,
  unverifiedProperties: () => ['listings', 'unverified', 'properties'] as const,
};

/**
 * The nav's user-details query (owned by features/auth, which this feature may not import): its
 * hostel list decides whether My Hostel shows, so adding or deleting a hostel refreshes it.
 */
export const userDetailsKey = ['user', 'details'] as const;
