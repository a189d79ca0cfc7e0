import type { ShortlistEntry, ShortlistPreviewEntry } from '@app/shared';
import { uuidOf } from './ids';
import { makeProperty } from './listings';

/** Listing id number `n`, as the server makes them. */
export const listingId = (n: number): string => uuidOf('b000', n);

/** A listed property saved to a shortlist, `sold` or not. */
export function makeShortlistEntry(n: number, name: string, sold = false): ShortlistEntry {
  const listing = makeProperty({ _id: listingId(n), name, sold, verified: true, email: null });
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
export function makeHiddenEntry(n: number, name: string): ShortlistEntry {
  return { ...makeShortlistEntry(n, name), status: 'hidden', listing: null };
}

/** `entry` as GET /shortlist/listings answers a visitor (no saved time). */
export function previewOf(entry: ShortlistEntry): ShortlistPreviewEntry {
  const { savedAt: _savedAt, listing, status, ...rest } = entry;
  if (!listing || status === 'hidden') throw new Error('a preview lists listed ones only');
  return { ...rest, status, listing };
}
