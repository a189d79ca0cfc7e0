import { locate, placesInText } from '../geocode/place-resolver';

type Point = { lat: number; lon: number };
type Located = { name: string; location: string; lat: number | null; lon: number | null };

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * Freelancers for a property's location: those whose own location names one of its places (the
 * locality, its city or its district) first, then by distance, then by name. Without a location,
 * by name. A few hundred freelancers at most, so this is done here rather than in SQL.
 */
export function rankByLocation<T extends Located>(items: T[], location: string | undefined): T[] {
  if (!location) return [...items].sort((a, b) => a.name.localeCompare(b.name));
  const wanted = new Set(placesInText(location));
  const origin = locate(location);
  const scored = items.map((item) => {
    const shared = placesInText(item.location).filter((p) => wanted.has(p)).length;
    const distance =
      origin && item.lat !== null && item.lon !== null
        ? distanceKm(origin, { lat: item.lat, lon: item.lon })
        : Number.POSITIVE_INFINITY;
    return { item, shared, distance };
  });
  scored.sort(
    (a, b) =>
      Number(b.shared > 0) - Number(a.shared > 0) ||
      a.distance - b.distance ||
      b.shared - a.shared ||
      a.item.name.localeCompare(b.item.name),
  );
  return scored.map((s) => s.item);
}
