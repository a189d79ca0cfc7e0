import type { Coordinate, Hostel, Property } from '@app/shared';
import { paths } from '@/config/paths';
import { daysSince } from '@/lib/days-since';
import { mapSearchUrl } from '@/lib/maps-urls';

/** A search result: a hostel on /bhada/hostel, a landlord property on /bhada/bhada. */
export type Listing = Hostel | Property;

/** The two kinds name some fields differently; these read either. */
export function roomsOf(listing: Listing): number | null {
  return listing.kind === 'hostel' ? listing.room : (listing.Rooms ?? listing.room);
}

export function priceOf(listing: Listing): number | null {
  return listing.kind === 'hostel' ? listing.price : (listing.price ?? listing.pricing);
}

export function coordinateOf(listing: Listing): Coordinate | null {
  return listing.kind === 'hostel' ? listing.coordinate : (listing.coordinate ?? listing.coordinates);
}

export function contactsOf(listing: Listing): string[] {
  const numbers =
    listing.kind === 'hostel' ? [listing.contact_no] : [listing.Contact_no1, listing.Contact_no2];
  return numbers.filter((phone): phone is string => Boolean(phone?.trim()));
}

/**
 * Whether the listing's size and measurements are shown: not for one only checked from the desk,
 * where nobody measured anything, so no "Not measured" sits beside its badge.
 */
export function showsMeasurements(listing: Listing): boolean {
  return listing.verification?.level !== 'checked';
}

/** Floor area in m², one decimal, or null when not measured. */
export function areaSqm(widthM: number | null, lengthM: number | null): number | null {
  if (!widthM || !lengthM || widthM <= 0 || lengthM <= 0) return null;
  return Math.round(widthM * lengthM * 10) / 10;
}

/** Google Maps at the listing's coordinates, or a search for its location text when it has none. */
export function mapsUrl(listing: Listing): string {
  return mapSearchUrl(coordinateOf(listing), listing.location);
}

/**
 * /apply/{id}, with the kind in the query as well: the apply screen reads the kind from the
 * listing itself, and the query keeps it across a reload before that listing has loaded.
 */
export function applyUrl(listing: Listing): string {
  return `${paths.apply(listing._id)}?${new URLSearchParams({ kind: listing.kind }).toString()}`;
}

/** Whole days since the owner last confirmed the listing is available; null when sold (no availability). */
export function daysSinceConfirmed(listing: Listing, now: number = Date.now()): number | null {
  return listing.availability ? daysSince(listing.availability.confirmedAt, now) : null;
}
