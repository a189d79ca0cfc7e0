import type { Report } from '@app/shared';

// Test data in the shared schemas' shapes (the API's answers), for the report screens' tests.

/** Report number `n` (1-based), newest first by its date, about listing `n` unless overridden. */
export function reportData(
  n: number,
  overrides: Partial<Omit<Report, 'listing'>> & { listing?: Partial<Report['listing']> } = {},
): Report {
  const { listing, ...rest } = overrides;
  return {
    _id: `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`,
    reason: 'advance_payment',
    details: n % 2 === 1 ? `The owner asked for Rs. 5,000 before showing room ${n}.` : null,
    status: 'open',
    createdAt: new Date(Date.UTC(2026, 0, 31 - n, 9)).toISOString(),
    decidedAt: null,
    ...rest,
    listing: {
      _id: `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`,
      kind: n % 2 === 1 ? 'hostel' : 'property',
      name: `Listing ${n}`,
      location: `Ward ${n}, Lalitpur`,
      sold: false,
      hidden: false,
      heldByReports: false,
      openReports: 1,
      ...listing,
    },
  };
}

/** GET /api/user/user-details for a signed-in admin. */
export function adminData() {
  return { _id: 'u1', name: 'Sita Sharma', email: 'sita@example.com', role: 'ADMIN', hostel: [], task: [] };
}
