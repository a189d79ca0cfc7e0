import { isLandmarkKind, savedSearchPath, type PlaceKind } from '@app/shared';
import type { PickedCoordinate } from '@/components/location-input';
import type { SearchKind } from '@/config/paths';

/**
 * The search page for the hero's search, written by the one writer of links to the search page
 * (@app/shared: the names the search page reads, in its order): the place's point when a
 * suggestion was chosen, and nearest first for a campus or an office, as the search page does when
 * one is chosen there. Loaded when a search is made: it needs the shared schemas, which the search
 * page loads anyway.
 */
export function searchPath(
  kind: SearchKind,
  text: string,
  place: PickedCoordinate | null,
  placeKind: PlaceKind | undefined,
): string {
  return savedSearchPath(kind === 'hostel' ? 'hostel' : 'property', {
    location: text,
    ...(place ?? {}),
    sort: place && isLandmarkKind(placeKind) ? 'nearest' : undefined,
  });
}
