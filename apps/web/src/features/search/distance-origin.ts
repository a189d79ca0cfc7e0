import type { GeoPoint, SearchArea } from '@app/shared';
import type { SearchState } from './search-state';

/**
 * The point a card's distance is measured from: the searched point of a nearest-first search (a
 * campus, an office or any chosen place), else the centre of the area a place search took in
 * (`meta.area`, whose ring the results fill); null otherwise.
 */
export function distanceOrigin(
  { place, sort }: Pick<SearchState, 'place' | 'sort'>,
  area: SearchArea | null | undefined,
): GeoPoint | null {
  if (sort === 'nearest' && place) return place;
  return area ? { lat: area.lat, lon: area.lon } : null;
}
