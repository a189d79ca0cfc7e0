import type { ShortlistEntry, ShortlistPreviewEntry } from '@app/shared';
import { jsonResponse, ok } from '@/test/api-stub';
import { propertyData } from '@/test/fixtures';

// Answers of the shortlist API in the shared schemas' shapes, for the shortlist screens' tests.

/** Listing id number `n`, as the server makes them. */
export const listingId = (n: number) => `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;

/** A listed property saved to a shortlist, `sold` or not. */
export function listedEntry(n: number, name: string, sold = false): ShortlistEntry {
  const listing = propertyData({ _id: listingId(n), name, sold, verified: true, email: null });
  return {
    listingId: listingId(n),
    kind: 'property',
    name,
    status: sold ? 'sold' : 'available',
    savedAt: new Date(Date.UTC(2026, 0, 31 - n)).toISOString(),
    listing,
  };
}

/** A saved listing no longer listed: its name only. */
export function hiddenEntry(n: number, name: string): ShortlistEntry {
  return { ...listedEntry(n, name), status: 'hidden', listing: null };
}

/** As GET /shortlist/listings answers for a visitor (no saved time). */
export function previewEntry(entry: ShortlistEntry): ShortlistPreviewEntry {
  const { savedAt: _savedAt, listing, status, ...rest } = entry;
  if (!listing || status === 'hidden') throw new Error('a preview lists listed ones only');
  return { ...rest, status, listing };
}

/** GET /api/user/user-details for a logged-in tenant. */
export const userDetailsHandler = () =>
  jsonResponse(
    ok({ _id: 'u1', name: 'Maya Tenant', email: 'maya@example.com', role: 'USER', hostel: [], task: [] }),
  );
