import { searchRequestPath, type SearchPageKind } from '@app/shared';

const KIND_OF_SEARCH_PAGE: Record<string, SearchPageKind> = {
  '/bhada/hostel': 'hostel',
  '/bhada/bhada': 'bhada',
};

/** The web build's lazy module of the search pages (apps/web/src/app/routes.ts imports it). */
export const SEARCH_ROUTE_MODULE = 'src/features/search/search-route.ts';

/** Whether `url` is a search page, /bhada/hostel or /bhada/bhada, whatever its query. */
export function isSearchPage(url: URL): boolean {
  return KIND_OF_SEARCH_PAGE[url.pathname.replace(/\/+$/, '')] !== undefined;
}

/**
 * The API request a search page makes for its first page of results (the same function writes the
 * app's request), or null for another page or a search URL the API would refuse.
 */
export function searchPreloadOf(url: URL): string | null {
  const kind = KIND_OF_SEARCH_PAGE[url.pathname.replace(/\/+$/, '')];
  return kind ? searchRequestPath(kind, url.searchParams) : null;
}
