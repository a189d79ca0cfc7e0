import type { Task } from '@app/shared';

type Room = Task['room'];

const MAPS_DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=';
const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

/** Google Maps directions to the property, or null when it has no coordinate. */
export function directionsUrl(room: Room): string | null {
  return room.coordinate ? `${MAPS_DIRECTIONS}${room.coordinate.lat},${room.coordinate.lon}` : null;
}

/** Google Maps at the property's coordinate, or a search for its location text when it has none. */
export function mapSearchUrl(room: Room): string {
  return room.coordinate
    ? `${MAPS_SEARCH}${room.coordinate.lat},${room.coordinate.lon}`
    : `${MAPS_SEARCH}${encodeURIComponent(room.location)}`;
}
