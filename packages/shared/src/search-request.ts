import {
  SEARCH_PAGE_SIZE,
  SearchFiltersSchema,
  SearchQuerySchema,
  type SearchFilters,
  type SearchSort,
} from './schemas/search';

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

const FILTER_ORDER = Object.keys(SearchFiltersSchema.shape) as (keyof SearchFilters)[];

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
  for (const key of FILTER_ORDER) add(key, query[key]);
  add('page', query.page);
  add('limit', SEARCH_PAGE_SIZE);
  return `${SEARCH_ENDPOINT_OF_KIND[kind]}?${params.toString()}`;
}

const PAGE_KEYS = ['location', 'lat', 'lon', 'km', 'sort'] as const;

/**
 * The request (`/api/…`) the app makes for the first page of results of a search page whose query
 * string is `pageParams`, or null when the page URL holds a value the API would refuse (the app
 * then reads it leniently and asks something else, so nothing is worth preloading).
 */
export function searchRequestPath(kind: SearchPageKind, pageParams: URLSearchParams): string | null {
  const raw: Record<string, string> = {};
  for (const key of [...PAGE_KEYS, ...SEARCH_FILTERS_OF_KIND[kind]]) {
    const value = pageParams.get(key)?.trim();
    // An empty value is the default, as the app reads it.
    if (value) raw[key] = value;
  }
  const parsed = SearchQuerySchema.safeParse(raw);
  if (!parsed.success) return null;
  const query = parsed.data;
  // The app searches near a point only with both coordinates.
  if ((query.lat === undefined) !== (query.lon === undefined)) return null;
  const filters: SearchFilters = {};
  for (const key of SEARCH_FILTERS_OF_KIND[kind]) {
    (filters as Record<string, unknown>)[key] = query[key];
  }
  return `/api${searchRequestUrl(kind, {
    location: query.location,
    lat: query.lat,
    lon: query.lon,
    km: query.km,
    sort: query.sort,
    ...filters,
    page: 1,
  })}`;
}
