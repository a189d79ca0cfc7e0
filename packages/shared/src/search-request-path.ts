import { SearchQuerySchema, type SearchFilters } from './schemas/search';
import { SEARCH_FILTERS_OF_KIND, searchRequestUrl, type SearchPageKind } from './search-request';

// The server's half of search-request.ts (its preload of a search page's first request): it checks
// the page URL with SearchQuerySchema, so it lives apart from what the web app loads with a page.

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
