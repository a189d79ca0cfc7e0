import { SEARCH_TOTAL_CAP, type SearchSort } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { ListingKind } from './repository';
import { attributeConditions, type AttributeFilter } from './search-filters';
import { count, kindLiteral, placeList } from './search-literals';
import { searchableSql } from './rules';
import { ringCount, ringPageSql, type Ring } from './search-ring';

export type SearchFilter = AttributeFilter & {
  kind: ListingKind;
  /** Gazetteer place tokens the query resolved to; null for free text or no text. */
  places: string[] | null;
  /** Free text when the query named no known place. */
  text: string | null;
  minPrice?: number;
  maxPrice?: number;
  /** Only listings visited and measured on site, not those only checked from the desk. */
  visitedOnly?: true;
  near?: { lat: number; lon: number; km?: number };
  /**
   * The search named one area (search-area.ts): listings in `places` or within `km` of this centre,
   * and nearest first measures from it.
   */
  ring?: Ring;
  /**
   * Only unsold listings whose current verification is newer than this (what a saved search's
   * alert tells of). Read from listings, newest verification first whatever `sort` says.
   */
  verifiedAfter?: Date;
  sort: SearchSort | 'relevance';
  page: number;
  limit: number;
};

type From = 'lp' | 'l';
type Near = NonNullable<SearchFilter['near']>;

/** ILIKE pattern with the user's %, _ and \ taken literally: user text is never a pattern. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const earthPoint = (t: From) => sql.raw(`ll_to_earth(${t}.lat, ${t}.lon)`);
export const origin = (near: { lat: number; lon: number }) => sql`ll_to_earth(${near.lat}, ${near.lon})`;

/** Whether `t`'s point is within `km` of the centre: a box the distance index reads, then the exact distance. */
export function withinSql(t: From, { lat, lon, km }: { lat: number; lon: number; km: number }): SQL {
  const metres = km * 1000;
  const from = origin({ lat, lon });
  return sql`earth_box(${from}, ${metres}) @> ${earthPoint(t)} and earth_distance(${from}, ${earthPoint(t)}) <= ${metres}`;
}

/**
 * The filter as one WHERE condition, narrowed by `extra`. The radius is left out where the caller
 * bounds distance itself (the nearest-first walk).
 */
export function whereOf(f: SearchFilter, t: From, { radius = true, extra = [] as SQL[] } = {}): SQL {
  const col = (name: string) => sql.raw(`${t}.${name}`);
  const where: SQL[] = [sql`${col('kind')} = ${kindLiteral(f.kind)}`];
  // listing_places holds rows only for listings search may show (search-rows.ts).
  if (t === 'l') where.push(searchableSql);
  if (f.places) {
    if (f.ring && t !== 'l') throw new Error('a ring reads listings (search-ring.ts reads the place apart)');
    const inPlace =
      t === 'lp'
        ? sql`lp.place in ${f.places}`
        : sql`exists (select 1 from listing_places lp where lp.place in ${placeList(f.places)} and lp.listing_id = l.id)`;
    where.push(f.ring ? sql`(${inPlace} or (${withinSql(t, f.ring)}))` : inPlace);
  }
  if (f.text) {
    const pattern = likePattern(f.text);
    // Substring matches read the trigram GIN indexes. Typos in place names are already handled by
    // resolving the query to gazetteer places; a word-similarity (<%) test here would scan every row.
    where.push(sql`(l.location ilike ${pattern} or l.name ilike ${pattern})`);
  }
  if (f.minPrice !== undefined) where.push(sql`${col('price')} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) where.push(sql`${col('price')} <= ${f.maxPrice}`);
  where.push(...attributeConditions(f, t));
  if (f.visitedOnly) where.push(visitedOf(t));
  if (f.verifiedAfter) {
    if (t !== 'l') throw new Error('verifiedAfter reads listings');
    where.push(
      sql`not l.sold and l.verification_expired_at is null and l.verified_at > ${f.verifiedAfter.toISOString()}::timestamptz`,
    );
  }
  if (radius && f.near?.km) where.push(withinSql(t, { ...f.near, km: f.near.km }));
  return sql.join([...where, ...extra], sql` and `);
}

/** Whether the listing's verification ran out: the same expression as the indexes of listings. */
export const expiredOf = (t: From) =>
  t === 'lp' ? sql.raw('lp.expired') : sql.raw('(l.verification_expired_at is not null)');

/** Whether the listing was visited and measured (not only checked): never null, so it sorts plainly. */
export const visitedOf = (t: From) =>
  t === 'lp' ? sql.raw('lp.visited') : sql.raw(`(l.verification_level is not distinct from 'visited')`);

/**
 * Sold listings always come last, and those whose verification expired after the current ones;
 * within that, the chosen order; at an equal key a visited listing before one only checked; the id
 * breaks ties for stable pages.
 * Descending keys are NULLS LAST like the indexes, so PostgreSQL reads an index in order instead of sorting.
 */
export function ordering(f: SearchFilter, t: From): SQL {
  const col = (name: string) => sql.raw(`${t}.${name}`);
  const id = sql.raw(t === 'lp' ? 'lp.listing_id' : 'l.id');
  const tier = sql`${col('sold')}, ${expiredOf(t)}`;
  const visited = sql`${visitedOf(t)} desc`;
  if (f.sort === 'price_asc') return sql`${tier}, ${col('price')}, ${visited}, ${id}`;
  if (f.sort === 'price_desc') {
    return sql`${tier}, ${col('price')} desc nulls last, ${visited}, ${id} desc nulls last`;
  }
  const created = sql`${col('created_at')} desc nulls last`;
  if (f.sort === 'relevance' && f.text) {
    return sql`${tier}, greatest(word_similarity(${f.text}, l.location), word_similarity(${f.text}, l.name)) desc, ${visited}, ${created}, ${id} desc nulls last`;
  }
  return sql`${tier}, ${created}, ${visited}, ${id} desc nulls last`;
}

/**
 * The `enough` listings nearest the origin, walking the GiST index outward (KNN) so the scan stops
 * there, with their distance in metres. Nearest-first order is a prefix, so the ones within a radius
 * are these filtered by it: no box scan over every listing in the radius.
 */
export function nearestFirst(f: SearchFilter, near: Near, enough: number, only?: SQL): SQL {
  const where = whereOf(f, 'l', { radius: false, extra: only ? [only] : [] });
  const from = origin(near);
  const point = earthPoint('l');
  return sql`select l.id, l.sold, ${expiredOf('l')} as expired, ${visitedOf('l')} as visited, ${point} <-> ${from} as distance, earth_distance(${from}, ${point}) as metres from listings l where ${where} and l.lat is not null and l.lon is not null order by ${point} <-> ${from} limit ${count(enough)}`;
}

/** Unsold listings whose verification is current, and those whose verification expired: each has its own distance index. */
export const currentUnsold = sql`not l.sold and l.verification_expired_at is null`;
export const expiredUnsold = sql`not l.sold and l.verification_expired_at is not null`;

/**
 * Nearest first, expired after current and sold last: each of the three walks outward; listings
 * without coordinates follow the rest. A later group is walked only while the earlier ones have
 * not filled the page: a walk that finds too few (sold listings of a small place, a rare filter)
 * goes through every listing of its kind, so it is skipped whenever the page does not need it.
 */
function nearestPage(f: SearchFilter, near: Near, offset: number): SQL {
  const enough = offset + f.limit;
  const within = near.km ? sql`where metres <= ${near.km * 1000}` : sql``;
  const found = (...groups: string[]) =>
    sql.join(
      groups.map((group) => sql`(select count(*) from ${sql.raw(group)} ${within})`),
      sql` + `,
    );
  const unless = (filled: SQL, walk: SQL) =>
    sql`select * from (${walk}) walk where ${filled} < ${count(enough)}`;
  const groups = [
    sql`cur as (${nearestFirst(f, near, enough, currentUnsold)})`,
    sql`exp as (${unless(found('cur'), nearestFirst(f, near, enough, expiredUnsold))})`,
    sql`sold as (${unless(found('cur', 'exp'), nearestFirst(f, near, enough, sql`l.sold`))})`,
  ];
  const parts = [sql`select * from cur`, sql`select * from exp`, sql`select * from sold`];
  if (!near.km) {
    const where = whereOf(f, 'l');
    groups.push(
      sql`unplaced as (${unless(found('cur'), sql`select l.id, l.sold, ${expiredOf('l')} as expired, ${visitedOf('l')} as visited, null::float8 as distance, null::float8 as metres from listings l where ${where} and (l.lat is null or l.lon is null) order by l.sold, ${expiredOf('l')}, ${visitedOf('l')} desc, l.id limit ${count(enough)}`)})`,
    );
    parts.push(sql`select * from unplaced`);
  }
  return sql`with ${sql.join(groups, sql`, `)} select id from (${sql.join(parts, sql` union all `)}) nearest ${within} order by sold, expired, distance nulls last, visited desc, id limit ${count(f.limit)} offset ${count(offset)}`;
}

/**
 * The page's listing ids in search order, as SQL to join against. A place query reads
 * listing_places in index order; nearest walks the distance index; anything else reads listings.
 */
export function searchPageSql(f: SearchFilter, { placed = 0 } = {}): SQL {
  const offset = (f.page - 1) * f.limit;
  if (f.verifiedAfter) {
    return sql`select l.id from listings l where ${whereOf(f, 'l')} order by l.verified_at desc, l.id desc limit ${count(f.limit)} offset ${count(offset)}`;
  }
  if (f.ring) return ringPageSql(f, f.ring, offset, placed);
  if (f.sort === 'nearest' && f.near) return nearestPage(f, f.near, offset);
  if (!f.places) {
    const where = whereOf(f, 'l');
    return sql`select l.id from listings l where ${where} order by ${ordering(f, 'l')} limit ${count(f.limit)} offset ${count(offset)}`;
  }
  const where = whereOf(f, 'lp');
  if (f.places.length === 1) {
    return sql`select lp.listing_id as id from listing_places lp where ${where} order by ${ordering(f, 'lp')} limit ${count(f.limit)} offset ${count(offset)}`;
  }
  // A listing named by several of the places (New and Old Baneshwor) is listed once.
  return sql`select lp.listing_id as id from (select distinct on (lp.listing_id) lp.listing_id, lp.sold, lp.expired, lp.visited, lp.price, lp.created_at from listing_places lp where ${where}) lp order by ${ordering(f, 'lp')} limit ${count(f.limit)} offset ${count(offset)}`;
}

export const countOf = async (db: DbOrTx, rows: SQL) => {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${rows}) capped`);
  return row?.n ?? 0;
};

/** How many listings match, counted up to one past the cap so "1,000+" costs at most that many rows. */
export async function countMatches(db: DbOrTx, f: SearchFilter): Promise<number> {
  const capped = SEARCH_TOTAL_CAP + 1;
  if (f.ring && !f.verifiedAfter) return ringCount(db, f, f.ring, capped);
  const { near } = f;
  if (near?.km) {
    // Unsold (current, then expired): the nearest `capped` walked outward, then those within the
    // radius (bounded work however dense the city). Sold ones only matter while under the cap; their
    // box read is small there.
    const metres = near.km * 1000;
    const within = (only: SQL) =>
      countOf(
        db,
        sql`select 1 from (${nearestFirst(f, near, capped, only)}) nearest where metres <= ${metres}`,
      );
    const current = await within(currentUnsold);
    if (current >= capped) return current;
    const unsold = current + (await within(expiredUnsold));
    if (unsold >= capped) return unsold;
    const where = whereOf(f, 'l');
    return (
      unsold +
      (await countOf(
        db,
        sql`select 1 from listings l where ${where} and l.sold and l.lat is not null and l.lon is not null limit ${count(capped)}`,
      ))
    );
  }
  if (!f.places || f.verifiedAfter) {
    return countOf(db, sql`select 1 from listings l where ${whereOf(f, 'l')} limit ${count(capped)}`);
  }
  const where = whereOf(f, 'lp');
  return countOf(
    db,
    f.places.length === 1
      ? sql`select 1 from listing_places lp where ${where} limit ${count(capped)}`
      : sql`select distinct lp.listing_id from listing_places lp where ${where} limit ${count(capped)}`,
  );
}
