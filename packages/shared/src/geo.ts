/**
 * Straight-line distance between two points and an approximate walking time, for "how far is this
 * room from my college or office". Pure: the web formats the parts in the reader's language.
 */

/** Mean Earth radius in kilometres (IUGG), the usual sphere for haversine distances. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Streets do not run straight: a walk is taken to be this many times the straight line. */
export const WALKING_ROUTE_FACTOR = 1.3;

/** An unhurried walking pace, in km per hour. */
export const WALKING_SPEED_KMH = 4.5;

/** Beyond this a walking time tells nobody anything (about 10 km in a straight line): none is given. */
export const MAX_WALKING_MINUTES = 180;

export interface GeoPoint {
  lat: number;
  lon: number;
}

const RADIANS = Math.PI / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = (to.lat - from.lat) * RADIANS;
  const dLon = (to.lon - from.lon) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.lat * RADIANS) * Math.cos(to.lat * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A distance as it is written: metres under a kilometre, else kilometres. */
export type RoundedDistance = { unit: 'm'; value: number } | { unit: 'km'; value: number };

/**
 * Rounded for reading: to 50 m under a kilometre (at least 50 m), to 0.1 km under 10 km, then to
 * the whole kilometre. A point looked up by place name is not more precise than that.
 */
export function roundDistance(km: number): RoundedDistance {
  const metres = Math.max(50, Math.round((km * 1000) / 50) * 50);
  if (metres < 1000) return { unit: 'm', value: metres };
  if (km < 9.95) return { unit: 'km', value: Math.round(km * 10) / 10 };
  return { unit: 'km', value: Math.round(km) };
}

export interface WalkingTime {
  hours: number;
  minutes: number;
}

/**
 * About how long the walk takes: the straight line × {@link WALKING_ROUTE_FACTOR} at
 * {@link WALKING_SPEED_KMH}, to the minute under a quarter of an hour (at least 1 minute), else to
 * 5 minutes; hours once it reaches an hour. Null past {@link MAX_WALKING_MINUTES}.
 */
export function walkingTime(km: number): WalkingTime | null {
  if (!Number.isFinite(km) || km < 0) return null;
  const exact = ((km * WALKING_ROUTE_FACTOR) / WALKING_SPEED_KMH) * 60;
  if (exact > MAX_WALKING_MINUTES) return null;
  const total = exact < 15 ? Math.max(1, Math.round(exact)) : Math.round(exact / 5) * 5;
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
