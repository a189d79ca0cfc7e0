import { SEARCH_TOTAL_CAP, type SearchSort } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { ListingKind } from './repository';

export type SearchFilter = {
  kind: ListingKind;
  /** Gazetteer place tokens the query resolved to; null for free text or no text. */
  places: string[] | null;
  /** Free text when the query named no known place. */
  text: string | null;
  minPrice?: number;
  maxPrice?: number;
  near?: { lat: number; lon: number; km?: number };
  sort: SearchSort | 'relevance';
  page: number;
  limit: number;
};

/** ILIKE pattern with the user's %, _ and \ taken literally: user text is never a pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(f: SearchFilter, t: 'lp' | 'l'): SQL[] {
  const col = (name: string) => sql.raw(`${t}.${name}`);
  const where: SQL[] = [sql`${col('kind')} = ${f.kind}`];
  if (t === 'l') where.push(sql`l.verified`);
  if (f.places) where.push(sql`lp.place in ${f.places}`);
  if (f.text) {
    const pattern = likePattern(f.text);
    where.push(
      // Substring matches read the trigram GIN indexes. Typos in place names are already handled by
      // resolving the query to gazetteer places; a word-similarity (<%) test here would scan every row.
      sql`(l.location ilike ${pattern} or l.name ilike ${pattern})`,
    );
  }
  if (f.minPrice !== undefined) where.push(sql`${col('price')} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) where.push(sql`${col('price')} <= ${f.maxPrice}`);
  if (f.near?.km) {
    const metres = f.near.km * 1000;
    const origin = sql`ll_to_earth(${f.near.lat}, ${f.near.lon})`;
    where.push(
      sql`earth_box(${origin}, ${metres}) @> ll_to_earth(${col('lat')}, ${col('lon')}) and earth_distance(${origin}, ll_to_earth(${col('lat')}, ${col('lon')})) <= ${metres}`,
    );
  }
  return where;
}

/** Sold listings always come last; within that, the chosen order; the id breaks ties for stable pages. */
function ordering(f: SearchFilter, t: 'lp' | 'l'): SQL {
  const col = (name: string) => sql.raw(`${t}.${name}`);
  const id = t === 'lp' ? sql.raw('lp.listing_id') : sql.raw('l.id');
  switch (f.sort) {
    case 'price_asc':
      return sql`${col('sold')}, ${col('price')} asc nulls last, ${id}`;
    case 'price_desc':
      return sql`${col('sold')}, ${col('price')} desc nulls last, ${id} desc`;
    case 'nearest':
      return f.near
        ? sql`${col('sold')}, ll_to_earth(${col('lat')}, ${col('lon')}) <-> ll_to_earth(${f.near.lat}, ${f.near.lon}) nulls last, ${id}`
        : sql`${col('sold')}, ${col('created_at')} desc, ${id} desc`;
    case 'relevance':
      return f.text
        ? sql`l.sold, greatest(word_similarity(${f.text}, l.location), word_similarity(${f.text}, l.name)) desc, l.created_at desc, l.id desc`
        : sql`l.sold, l.created_at desc, l.id desc`;
    default:
      return sql`${col('sold')}, ${col('created_at')} desc, ${id} desc`;
  }
}

/**
 * One page of matching listing ids in order, and the total (counted up to the cap).
 * A place query reads listing_places in index order; anything else reads listings.
 */
export async function searchListingIds(
  db: DbOrTx,
  f: SearchFilter,
): Promise<{ ids: string[]; total: number }> {
  const t = f.places ? 'lp' : 'l';
  const from = f.places ? sql`listing_places lp` : sql`listings l`;
  const where = sql.join(conditions(f, t), sql` and `);
  const idColumn = f.places ? sql`lp.listing_id` : sql`l.id`;
  // A listing named by several of the places (New and Old Baneshwor) is listed once.
  const distinct = f.places && f.places.length > 1;
  const offset = (f.page - 1) * f.limit;
  const page = distinct
    ? sql`select lp.listing_id as id from (select distinct on (lp.listing_id) lp.listing_id, lp.sold, lp.price, lp.created_at, lp.lat, lp.lon from listing_places lp where ${where}) lp order by ${ordering(f, 'lp')} limit ${f.limit} offset ${offset}`
    : sql`select ${idColumn} as id from ${from} where ${where} order by ${ordering(f, t)} limit ${f.limit} offset ${offset}`;
  // Counting in the page's own order lets the planner walk the same index and stop at the cap.
  const total = distinct
    ? sql`select count(*)::int as n from (select distinct lp.listing_id from listing_places lp where ${where} limit ${SEARCH_TOTAL_CAP + 1}) capped`
    : sql`select count(*)::int as n from (select 1 from ${from} where ${where} ${f.text ? sql`` : sql`order by ${ordering(f, t)} `}limit ${SEARCH_TOTAL_CAP + 1}) capped`;
  const [rows, [counted]] = await Promise.all([
    queryRows<{ id: string }>(db, page),
    queryRows<{ n: number }>(db, total),
  ]);
  return { ids: rows.map((r) => r.id), total: counted?.n ?? 0 };
}
