import { sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { queryRows } from '../../db/client';
import type { listings } from '../../db/tables/listings';
import type { listingPlaces } from '../../db/tables/search';
import { placesInText } from '../geocode/place-resolver';
import { SEARCH_RULE_COLUMNS, searchableSql } from './rules';
import { AREA_RINGS, ringKey } from './search-area';
import type { SearchTx } from './search-transaction';

/** The gazetteer places a location names, with their cities and districts (a test injects another list's). */
export type PlacesOf = (location: string) => string[];

type SearchRowColumn = Exclude<keyof typeof listingPlaces.$inferSelect, 'place' | 'listingId' | 'distance'>;
type ListingColumn = keyof typeof listings.$inferSelect;

/**
 * The listing column each search row column is a copy of (`expired`: whether it is set; `visited`:
 * whether the level is 'visited'). A column
 * added to listing_places does not compile until it is named here.
 */
const COPIED = {
  kind: 'kind',
  sold: 'sold',
  expired: 'verificationExpiredAt',
  visited: 'verificationLevel',
  price: 'price',
  createdAt: 'createdAt',
  lat: 'lat',
  lon: 'lon',
  rooms: 'rooms',
  gender: 'gender',
  meals: 'meals',
  amenities: 'amenities',
  propertyType: 'propertyType',
  furnished: 'furnished',
  parking: 'parking',
  water: 'water',
  floor: 'floor',
} as const satisfies Record<SearchRowColumn, ListingColumn>;

/** The listing columns its search rows follow: those copied, its location and whether search shows it (`rules.ts`). */
const SEARCHED_COLUMNS: ReadonlySet<string> = new Set<string>([
  ...Object.values(COPIED),
  'location',
  ...SEARCH_RULE_COLUMNS,
]);

/** Whether an update setting these columns can change the listing's search rows. */
export const touchesSearch = (values: object) => Object.keys(values).some((key) => SEARCHED_COLUMNS.has(key));

const columns = Object.keys(COPIED) as SearchRowColumn[];
const name = (column: SearchRowColumn) => sql.raw(`"${toSnakeCase(column)}"`);
const list = (parts: SQL[]) => sql.join(parts, sql`, `);
const DERIVED: Partial<Record<SearchRowColumn, string>> = {
  expired: 'l.verification_expired_at is not null',
  visited: "coalesce(l.verification_level = 'visited', false)",
};
const copiedFrom = (column: SearchRowColumn) =>
  sql.raw(DERIVED[column] ?? `l.${toSnakeCase(COPIED[column])}`);

const targets = list(columns.map(name));
const sources = list(columns.map(copiedFrom));
const stored = list([sql`listing_places.distance`, ...columns.map((c) => sql`listing_places.${name(c)}`)]);
const incoming = list([sql`excluded.distance`, ...columns.map((c) => sql`excluded.${name(c)}`)]);
const updates = list([
  sql`distance = excluded.distance`,
  ...columns.map((c) => sql`${name(c)} = excluded.${name(c)}`),
]);

/** Every area's centre and default radius, as a relation `a(id, lat, lon, metres)`. */
const areas = sql`unnest(${sql.param(AREA_RINGS.map((a) => a.id))}::text[], ${sql.param(AREA_RINGS.map((a) => a.lat))}::float8[], ${sql.param(AREA_RINGS.map((a) => a.lon))}::float8[], ${sql.param(AREA_RINGS.map((a) => a.km * 1000))}::float8[]) as a(id, lat, lon, metres)`;

const RING_PREFIX = sql.raw(`'${ringKey('')}'`);

type Located = { id: string; location: string };
type SearchRowChanges = { removed: number; written: number; listings: Set<string> };

/**
 * Makes these listings' search rows what they derive from: while search may show a listing, one
 * row per place its location names (`placesOf`) and one per area ring holding it (search-area.ts),
 * carrying copies of its columns; none otherwise.
 * Rows already right are left as they are. Answers what changed. `inserted`: the listings were
 * inserted in this transaction, so they have no rows to remove.
 */
export async function syncSearchRows(
  tx: SearchTx,
  located: Located[],
  { placesOf = placesInText, inserted = false }: { placesOf?: PlacesOf; inserted?: boolean } = {},
): Promise<SearchRowChanges> {
  const locations = new Map(located.map((l) => [l.id, l.location]));
  const changes: SearchRowChanges = { removed: 0, written: 0, listings: new Set() };
  if (locations.size === 0) return changes;
  const pairs = [...locations].flatMap(([id, location]) =>
    placesOf(location).map((place) => ({ place, id })),
  );
  // The rows wanted: each place of each listing, and each area's ring (ringKey) holding the listing
  // (it names the area, or lies within the area's radius of its centre, with its distance from
  // there), joined to the listing while search may show it.
  const named = sql`unnest(${sql.param(pairs.map((p) => p.place))}::text[], ${sql.param(pairs.map((p) => p.id))}::uuid[]) as n(place, listing_id)`;
  const listed = sql.param([...locations.keys()]);
  const rings = sql`select ${RING_PREFIX} || a.id, r.id, ll_to_earth(r.lat, r.lon) <-> ll_to_earth(a.lat, a.lon)
    from listings r cross join ${areas}
    where r.id = any(${listed}::uuid[])
      and (earth_distance(ll_to_earth(a.lat, a.lon), ll_to_earth(r.lat, r.lon)) <= a.metres
        or exists (select 1 from ${named} where n.place = a.id and n.listing_id = r.id))`;
  const wanted = sql`(select n.place, n.listing_id, null::float8 from ${named} union all ${rings}) as p(place, listing_id, distance)
    join listings l on l.id = p.listing_id and ${searchableSql}`;
  const removed = inserted
    ? []
    : await queryRows<{ listingId: string }>(
        tx,
        sql`delete from listing_places lp
          where lp.listing_id = any(${listed}::uuid[])
            and not exists (select 1 from ${wanted} where p.place = lp.place and p.listing_id = lp.listing_id)
          returning lp.listing_id as "listingId"`,
      );
  const written = await queryRows<{ listingId: string }>(
    tx,
    sql`insert into listing_places (place, listing_id, distance, ${targets})
      select p.place, p.listing_id, p.distance, ${sources} from ${wanted}
      on conflict (place, listing_id) do update set ${updates}
        where (${stored}) is distinct from (${incoming})
      returning listing_id as "listingId"`,
  );
  for (const row of [...removed, ...written]) changes.listings.add(row.listingId);
  return { ...changes, removed: removed.length, written: written.length };
}
