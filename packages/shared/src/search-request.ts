import type { SearchFilters } from './schemas/search';
import { SEARCH_FILTER_KEYS, SEARCH_PAGE_SIZE, type SearchSort } from './search-params';

/**
 * The API request of a search page, written in one place for the web app (which sends it) and the
 * server (which preloads the first page's in the page's head): the same page URL gives the same
 * request, byte for byte, or the browser would fetch it twice.
 */

/** The search pages' kinds as their addresses name them: /bhada/hostel and /bhada/bhada. */
export type SearchPageKind = 'hostel' | 'bhada';

/** Each search page's API endpoint, under /api. */
export const SEARCH_ENDPOINT_OF_KIND: Record<SearchPageKind, string> = {
  hostel: '/hostels/by-address',
  bhada: '/landlords/verified/by-address',
};

/** What each kind's search narrows by; the other kind's filters in a page URL are ignored. */
export const SEARCH_FILTERS_OF_KIND: Record<SearchPageKind, readonly (keyof SearchFilters)[]> = {
  hostel: ['visited', 'minPrice', 'maxPrice', 'minRooms', 'gender', 'meals', 'amenities'],
  bhada: [
    'visited',
    'minPrice',
    'maxPrice',
    'minRooms',
    'propertyType',
    'furnished',
    'parking',
    'water',
    'maxFloor',
  ],
};

/** One page of a search as the app asks for it. */
export interface SearchRequestQuery extends SearchFilters {
  location?: string;
  lat?: number | undefined;
  lon?: number | undefined;
  km?: number | undefined;
  sort?: SearchSort | undefined;
  page: number;
}

type Written = string | number | boolean | readonly string[] | null | undefined;

function written(value: Written): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'object') return value.length > 0 ? value.join(',') : null;
  return String(value);
}

/**
 * `/hostels/by-address?location=…&lat=…&lon=…&km=…&sort=…&<filters>&page=N&limit=20` (under /api):
 * always this order, what is unset left out; page and limit always written.
 */
export function searchRequestUrl(kind: SearchPageKind, query: SearchRequestQuery): string {
  const params = new URLSearchParams();
  const add = (key: string, value: Written) => {
    const text = written(value);
    if (text !== null) params.append(key, text);
  };
  add('location', query.location);
  add('lat', query.lat);
  add('lon', query.lon);
  add('km', query.km);
  add('sort', query.sort);
  for (const key of SEARCH_FILTER_KEYS) add(key, query[key]);
  add('page', query.page);
  add('limit', SEARCH_PAGE_SIZE);
  return `${SEARCH_ENDPOINT_OF_KIND[kind]}?${params.toString()}`;
}
