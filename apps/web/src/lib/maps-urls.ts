import type { Coordinate } from '@app/shared';

const MAPS_DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=';
const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

/** Google Maps directions to `point`. */
export function directionsUrl(point: Coordinate): string {
  return `${MAPS_DIRECTIONS}${point.lat},${point.lon}`;
}

/** Google Maps at `point`, or a search for the place's name (`location`) when there is none. */
export function mapSearchUrl(point: Coordinate | null, location: string): string {
  return point ? `${MAPS_SEARCH}${point.lat},${point.lon}` : `${MAPS_SEARCH}${encodeURIComponent(location)}`;
}
