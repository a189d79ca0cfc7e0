import { SEARCH_TOTAL_CAP } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { count } from './search-literals';
import {
  countOf,
  currentUnsold,
  earthPoint,
  expiredUnsold,
  nearestFirst,
  ordering,
  origin,
  whereOf,
  type SearchFilter,
} from './search-repository';

/** The centre of the area a search named and how far around it the search reaches. */
export type Ring = { lat: number; lon: number; km: number };

/*
 * A search naming one area (search-area.ts) finds the listings in the place (its rows in
 * listing_places) and those within the ring around its centre. Each page and count is built from
 * parts that read an index and stop early: the place's rows in index order, and the ring's
 * listings walked outward from the centre on the distance indexes (or read in the chosen order),
 * each at most as many as the page needs; the parts are merged and ordered after.
 */

/** The same search without the ring: the listings in the place itself (meta.area.inPlace). */
export const inPlaceOnly = (f: SearchFilter): SearchFilter => ({ ...f, ring: undefined, near: undefined });

/** The same search over the ring alone, whatever place its listings name (its count: countMatches' radius path). */
export const ringOnly = (f: SearchFilter, ring: Ring): SearchFilter => ({
  ...f,
  ring: undefined,
  places: null,
  near: ring,
});

/**
 * The ring of a place holding at least this many listings (its own rows, counted anyway for the
 * total and meta.area.inPlace) is read in the chosen order from the listings' order indexes,
 * keeping those inside it: around a busy place the page fills after a few rows. Around a smaller
 * one it is read from the distance indexes and sorted, where walking the order index could pass
 * most listings of the kind before finding enough. (Counting the ring itself first cost as much as
 * reading it.)
 */
export const DENSE_RING = SEARCH_TOTAL_CAP + 1;

const RING_COLUMNS = sql.raw(
  `l.id, l.sold, l.verification_expired_at is not null, l.verification_level is not distinct from 'visited', l.price, l.created_at`,
);

/** The ring's first `enough` listings in the chosen order (not nearest). */
function ringInOrder(f: SearchFilter, ring: Ring, enough: SQL, dense: boolean): SQL {
  const around = ringOnly(f, ring);
  const order = ordering(around, 'l');
  if (dense) {
    // The distance written without the box, so the planner walks an order index and stops early.
    const from = origin(ring);
    const where = whereOf({ ...around, near: undefined }, 'l', {
      extra: [
        sql`l.lat is not null and l.lon is not null and earth_distance(${from}, ${earthPoint('l')}) <= ${ring.km * 1000}`,
      ],
    });
    return sql`(select ${RING_COLUMNS} from listings l where ${where} order by ${order} limit ${enough})`;
  }
  // Each standing (current, expired, sold) has its own partial distance index: one box read each.
  return sql.join(
    [currentUnsold, expiredUnsold, sql`l.sold`].map(
      (only) =>
        sql`(select ${RING_COLUMNS} from listings l where ${whereOf(around, 'l', { extra: [only, sql`l.lat is not null and l.lon is not null`] })} order by ${order} limit ${enough})`,
    ),
    // union, not union all: the merge below removes listings found in the place too.
    sql` union `,
  );
}

/** The place's rows and the ring's listings, each the first `enough` in the chosen order (not nearest). */
function orderedPage(f: SearchFilter, ring: Ring, offset: number, dense: boolean): SQL {
  const enough = count(offset + f.limit);
  const place = inPlaceOnly(f);
  // One alias for both parts, with the columns `ordering` reads, so the merge orders them alike;
  // a listing both in the place and in the ring comes once (its copied columns are equal).
  return sql`select lp.listing_id as id from (
    (select lp.listing_id, lp.sold, lp.expired, lp.visited, lp.price, lp.created_at from listing_places lp where ${whereOf(place, 'lp')} order by ${ordering(place, 'lp')} limit ${enough})
    union
    ${ringInOrder(f, ring, enough, dense)}
  ) lp order by ${ordering(f, 'lp')} limit ${count(f.limit)} offset ${count(offset)}`;
}

/**
 * Nearest the centre first, expired after current and sold last, like any nearest-first search:
 * the ring's listings from the three outward walks, then the place's own listings outside the ring
 * or without coordinates, read from its rows only while the current ones inside leave the page short.
 */
function nearestPage(f: SearchFilter, ring: Ring, offset: number): SQL {
  const enough = offset + f.limit;
  const metres = ring.km * 1000;
  const around = ringOnly(f, ring);
  const from = origin(ring);
  const point = earthPoint('lp');
  const inside = sql`where metres <= ${metres}`;
  const found = (...groups: string[]) =>
    sql.join(
      groups.map((group) => sql`(select count(*) from ${sql.raw(group)} ${inside})`),
      sql` + `,
    );
  const unless = (filled: SQL, walk: SQL) =>
    sql`select * from (${walk}) walk where ${filled} < ${count(enough)}`;
  const outside = sql`select lp.listing_id as id, lp.sold, lp.expired, lp.visited, ${point} <-> ${from} as distance, earth_distance(${from}, ${point}) as metres from listing_places lp where ${whereOf(inPlaceOnly(f), 'lp')} and (lp.lat is null or lp.lon is null or earth_distance(${from}, ${point}) > ${metres}) order by lp.sold, lp.expired, distance nulls last, lp.visited desc, lp.listing_id limit ${count(enough)}`;
  const groups = [
    sql`cur as (${nearestFirst(around, ring, enough, currentUnsold)})`,
    sql`exp as (${unless(found('cur'), nearestFirst(around, ring, enough, expiredUnsold))})`,
    sql`sold as (${unless(found('cur', 'exp'), nearestFirst(around, ring, enough, sql`l.sold`))})`,
    sql`outside as (${unless(found('cur'), outside)})`,
  ];
  const parts = ['cur', 'exp', 'sold'].map((group) => sql`select * from ${sql.raw(group)} ${inside}`);
  return sql`with ${sql.join(groups, sql`, `)} select id from (${sql.join([...parts, sql`select * from outside`], sql` union all `)}) nearest order by sold, expired, distance nulls last, visited desc, id limit ${count(f.limit)} offset ${count(offset)}`;
}

/**
 * The page's listing ids in search order, as SQL to join against. `placed`: how many listings the
 * place itself holds (countMatches of inPlaceOnly, up to the cap); only an order other than nearest
 * needs it.
 */
export function ringPageSql(f: SearchFilter, ring: Ring, offset: number, placed = 0): SQL {
  return f.sort === 'nearest'
    ? nearestPage(f, ring, offset)
    : orderedPage(f, ring, offset, placed >= DENSE_RING);
}

/** The ring's listings of one standing (current, expired or sold), read from its distance index, at most `capped`. */
const inRing = (f: SearchFilter, ring: Ring, only: SQL, capped: number) =>
  sql`(select l.id from listings l where ${whereOf(ringOnly(f, ring), 'l', { extra: [only, sql`l.lat is not null and l.lon is not null`] })} limit ${count(capped)})`;

/** The place's listings (its rows), at most `capped`. */
const inPlace = (f: SearchFilter, capped: number) =>
  sql`(select lp.listing_id as id from listing_places lp where ${whereOf(inPlaceOnly(f), 'lp')} limit ${count(capped)})`;

/**
 * How many listings are in the place or the ring, up to `capped` (a part that reaches it makes the
 * total reach it, and the rest is not read): the place's rows, then the ring's current listings,
 * then all of them together. Each part is an index read that stops at `capped`.
 */
export async function ringCount(db: DbOrTx, f: SearchFilter, ring: Ring, capped: number): Promise<number> {
  const placed = await countOf(db, inPlace(f, capped));
  if (placed >= capped) return placed;
  const current = await countOf(db, inRing(f, ring, currentUnsold, capped));
  if (current >= capped) return current;
  return countOf(
    db,
    sql.join(
      [
        inPlace(f, capped),
        ...[currentUnsold, expiredUnsold, sql`l.sold`].map((only) => inRing(f, ring, only, capped)),
      ],
      sql` union `,
    ),
  );
}
