import { sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { queryRows } from '../../db/client';
import type { listings } from '../../db/tables/listings';
import type { listingPlaces } from '../../db/tables/search';
import { placesInText } from '../geocode/place-resolver';
import { SEARCH_RULE_COLUMNS, searchableSql } from './rules';
import type { SearchTx } from './search-transaction';

/** The gazetteer places a location names, with their cities and districts (a test injects another list's). */
export type PlacesOf = (location: string) => string[];

type SearchRowColumn = Exclude<keyof typeof listingPlaces.$inferSelect, 'place' | 'listingId'>;
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
const stored = list(columns.map((c) => sql`listing_places.${name(c)}`));
const incoming = list(columns.map((c) => sql`excluded.${name(c)}`));
const updates = list(columns.map((c) => sql`${name(c)} = excluded.${name(c)}`));

type Located = { id: string; location: string };
type SearchRowChanges = { removed: number; written: number; listings: Set<string> };

/**
 * Makes these listings' search rows what they derive from: while search may show a listing, one
 * row per place its location names (`placesOf`) carrying copies of its columns; none otherwise.
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
  // The rows wanted: each place of each listing, joined to the listing while search may show it.
  const places = sql.param(pairs.map((p) => p.place));
  const ids = sql.param(pairs.map((p) => p.id));
  const wanted = sql`unnest(${places}::text[], ${ids}::uuid[]) as p(place, listing_id)
    join listings l on l.id = p.listing_id and ${searchableSql}`;
  const removed = inserted
    ? []
    : await queryRows<{ listingId: string }>(
        tx,
        sql`delete from listing_places lp
          where lp.listing_id = any(${sql.param([...locations.keys()])}::uuid[])
            and not exists (select 1 from ${wanted} where p.place = lp.place and p.listing_id = lp.listing_id)
          returning lp.listing_id as "listingId"`,
      );
  const written =
    pairs.length === 0
      ? []
      : await queryRows<{ listingId: string }>(
          tx,
          sql`insert into listing_places (place, listing_id, ${targets})
            select p.place, p.listing_id, ${sources} from ${wanted}
            on conflict (place, listing_id) do update set ${updates}
              where (${stored}) is distinct from (${incoming})
            returning listing_id as "listingId"`,
        );
  for (const row of [...removed, ...written]) changes.listings.add(row.listingId);
  return { ...changes, removed: removed.length, written: written.length };
}
