import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../src/db/client';
import { listings } from '../src/db/tables/listings';
import { listingPlaces } from '../src/db/tables/search';
import { placesInText } from '../src/modules/geocode/place-resolver';
import { AREA_RINGS } from '../src/modules/listings/search-area';
import { metresBetween } from './filter-model';

type SearchRow = typeof listingPlaces.$inferSelect;

const byListingAndPlace = (a: SearchRow, b: SearchRow) =>
  a.listingId.localeCompare(b.listingId) || a.place.localeCompare(b.place);

type Listing = typeof listings.$inferSelect;
type Point = { lat: number; lon: number };

/** cube's distances between pairs of points as PostgreSQL measures them (nearest-first's key), for exact equality. */
async function chordsOf(db: DbOrTx, pairs: [Point, Point][]) {
  if (pairs.length === 0) return [];
  const column = (pick: (pair: [Point, Point]) => number) => sql.param(pairs.map(pick));
  const rows = await queryRows<{ d: number }>(
    db,
    sql`select ll_to_earth(t.lat, t.lon) <-> ll_to_earth(t.alat, t.alon) as d
      from unnest(${column(([p]) => p.lat)}::float8[], ${column(([p]) => p.lon)}::float8[],
        ${column(([, a]) => a.lat)}::float8[], ${column(([, a]) => a.lon)}::float8[])
        with ordinality as t(lat, lon, alat, alon, n)
      order by t.n`,
  );
  return rows.map((row) => row.d);
}

const pointOf = (l: Listing): Point | null =>
  l.lat === null || l.lon === null ? null : { lat: l.lat, lon: l.lon };

/**
 * What listing_places must hold, worked out here from the listings alone (not by the code under
 * test): for each listing search may show, one row per place its location names and one per area
 * ring holding it (docs/decisions/0025: it names the area, or its point is within the ring's radius
 * of the centre, by haversine here and earthdistance in the code), copying its columns.
 */
export async function searchRowsFromScratch(
  db: DbOrTx,
  placesOf: (location: string) => string[] = placesInText,
) {
  const all = await db.select().from(listings);
  const keys = all
    .filter((l) => l.verified && l.hiddenAt === null && !l.heldByReports && !l.stale)
    .flatMap((l) => {
      const places = placesOf(l.location);
      const point = pointOf(l);
      const rings = AREA_RINGS.filter(
        (a) => places.includes(a.id) || (point !== null && metresBetween(a, point) <= a.km * 1000),
      );
      return [
        ...places.map((place) => ({ l, place, area: null })),
        ...rings.map((area) => ({ l, place: `ring:${area.id}`, area })),
      ];
    });
  const measured = keys.flatMap(({ l, area }) => {
    const point = pointOf(l);
    return area && point ? [[point, area] as [Point, Point]] : [];
  });
  const chords = await chordsOf(db, measured);
  let next = 0;
  return keys
    .map(({ l, place, area }): SearchRow => ({
      place,
      listingId: l.id,
      distance: area && pointOf(l) ? chords[next++]! : null,
      kind: l.kind,
      sold: l.sold,
      expired: l.verificationExpiredAt !== null,
      visited: l.verificationLevel === 'visited',
      price: l.price,
      createdAt: l.createdAt,
      lat: l.lat,
      lon: l.lon,
      rooms: l.rooms,
      gender: l.gender,
      meals: l.meals,
      amenities: l.amenities,
      propertyType: l.propertyType,
      furnished: l.furnished,
      parking: l.parking,
      water: l.water,
      floor: l.floor,
    }))
    .sort(byListingAndPlace);
}

/** What listing_places holds, in the same order. */
export async function storedSearchRows(db: DbOrTx) {
  return (await db.select().from(listingPlaces)).sort(byListingAndPlace);
}
