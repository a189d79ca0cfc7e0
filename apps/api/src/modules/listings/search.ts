import { SEARCH_TOTAL_CAP, type SearchQuery } from '@app/shared';
import { LRUCache, type Perf } from 'lru-cache';
import type { Db } from '../../db/client';
import { resolvePlaces } from '../geocode/place-resolver';
import type { PresentableReader, PresentableRow } from './presentable-reader';
import type { ListingKind } from './repository';
import { areaMeta, areaOf, defaultSortOf, type SearchedArea } from './search-area';
import { attributeFilterOf } from './search-filters';
import { countMatches, searchPageSql, type SearchFilter } from './search-repository';
import { inPlaceOnly } from './search-ring';

/**
 * How long a search result may be reused. Every write through this process forgets them at once,
 * and other instances on the same PostgreSQL forget them when they hear of it (db/coordination.ts),
 * so this bounds only a change whose announcement was missed.
 */
export const SEARCH_CACHE_TTL_MS = 30_000;

type SearchPage = { rows: PresentableRow[]; total: number };

/**
 * The filter a search query means: its text resolved to gazetteer places, else kept as free text.
 * A query naming one area covers the ring around it too (search-area.ts), measured from the
 * gazetteer's centre of the place (the point of its suggestion, which the web sends as lat/lon).
 */
export function filterOf(
  kind: ListingKind,
  query: SearchQuery,
): { filter: SearchFilter; area: SearchedArea | null } {
  const text = query.location.trim();
  const places = text ? resolvePlaces(text) : [];
  const freeText = text && places.length === 0 ? text : null;
  const point =
    query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : undefined;
  const area = areaOf(places, { km: query.km, point });
  const filter = plainFilterOf(kind, query, places, freeText);
  if (!area) return { filter, area };
  const { lat, lon } = area.place;
  const ring = { lat, lon, km: area.km };
  return { filter: { ...filter, near: undefined, ring, sort: query.sort ?? defaultSortOf(area) }, area };
}

function plainFilterOf(
  kind: ListingKind,
  query: SearchQuery,
  places: string[],
  freeText: string | null,
): SearchFilter {
  return {
    kind,
    places: places.length > 0 ? places : null,
    text: freeText,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    visitedOnly: query.visited,
    ...attributeFilterOf(kind, query),
    near:
      query.lat !== undefined && query.lon !== undefined
        ? { lat: query.lat, lon: query.lon, km: query.km }
        : undefined,
    sort: query.sort ?? (freeText ? 'relevance' : 'newest'),
    page: query.page,
    limit: query.limit,
  };
}

/**
 * Search pages, each one query, remembered briefly: the same popular searches repeat far more often
 * than listings change. Totals are kept per filter (not per page), so paging counts once.
 */
export function createListingSearch(db: Db, read: PresentableReader, clock: Perf = performance) {
  // ttlResolution 0: read the clock on every check rather than a copy refreshed by a timer.
  const expiry = { ttl: SEARCH_CACHE_TTL_MS, ttlResolution: 0, perf: clock };
  const pages = new LRUCache<string, SearchPage>({
    // About 1.5 kB a row: at most ~15 MB of remembered pages.
    maxSize: 10_000,
    sizeCalculation: (page) => page.rows.length + 1,
    ...expiry,
  });
  const totals = new LRUCache<string, number>({ max: 10_000, ...expiry });

  // Bumped by forget(): a read that began before a change must not be remembered after it.
  let generation = 0;

  /** A count of the filter's matches (countMatches, or another `what`), remembered like the pages. */
  async function totalOf(filter: SearchFilter, what = 'total', counter = countMatches) {
    const key = JSON.stringify({ ...filter, what, sort: undefined, page: undefined, limit: undefined });
    const known = totals.get(key);
    if (known !== undefined) return known;
    const started = generation;
    const total = await counter(db, filter);
    if (started === generation) totals.set(key, total);
    return total;
  }

  async function pageOf(filter: SearchFilter): Promise<SearchPage> {
    const key = JSON.stringify(filter);
    const known = pages.get(key);
    if (known) return known;
    const started = generation;
    // An order other than nearest reads a ring by how many listings it holds (search-ring.ts).
    // An order other than nearest reads a ring by how many listings the place holds (search-ring.ts).
    const placed = filter.ring && filter.sort !== 'nearest' ? await totalOf(inPlaceOnly(filter)) : 0;
    const [rows, total] = await Promise.all([
      read.page(db, searchPageSql(filter, { placed })),
      totalOf(filter),
    ]);
    const page = { rows, total };
    if (started === generation) pages.set(key, page);
    return page;
  }

  return {
    /** One page of verified listings of a kind matching the query, sold last, with the capped total. */
    async search(kind: ListingKind, query: SearchQuery) {
      const { filter, area } = filterOf(kind, query);
      const [{ rows, total }, inPlace] = await Promise.all([
        pageOf(filter),
        area ? totalOf(inPlaceOnly(filter)) : 0,
      ]);
      const meta = {
        total: Math.min(total, SEARCH_TOTAL_CAP),
        page: query.page,
        limit: query.limit,
        totalCapped: total > SEARCH_TOTAL_CAP,
        ...(area && { area: areaMeta(area, Math.min(inPlace, SEARCH_TOTAL_CAP)) }),
      };
      return { rows, meta };
    },

    /**
     * Unsold listings matching the query's place, text, price and filters whose verification is
     * newer than `verifiedAfter`, newest verification first, at most `limit`: read fresh every time.
     */
    newMatches(kind: ListingKind, query: SearchQuery, verifiedAfter: Date, limit: number) {
      const filter = { ...filterOf(kind, query).filter, verifiedAfter, page: 1, limit };
      return read.page(db, searchPageSql(filter));
    },

    /** After any change a search could show: a listing, its photos or its applicants. */
    forget() {
      generation += 1;
      pages.clear();
      totals.clear();
    },
  };
}
