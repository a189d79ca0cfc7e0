import type { Hostel, Property, ShortlistPreviewEntry, ShortlistStatus } from '@app/shared';

/** One card of a shortlist screen. */
export interface SavedItem {
  listingId: string;
  /** Null for a visitor's listing that is no longer listed: its name is not public any more. */
  name: string | null;
  status: ShortlistStatus;
  /** The public view while it is listed. */
  listing: Hostel | Property | null;
}

/** A visitor's list in the browser's order: what the server still lists, the rest as no longer listed. */
export function visitorItems(ids: readonly string[], listed: ShortlistPreviewEntry[]): SavedItem[] {
  const byId = new Map(listed.map((entry) => [entry.listingId, entry]));
  return ids.map(
    (listingId) => byId.get(listingId) ?? { listingId, name: null, status: 'hidden', listing: null },
  );
}

export const priceOf = (listing: Hostel | Property) =>
  listing.kind === 'hostel' ? listing.price : (listing.price ?? listing.pricing);
