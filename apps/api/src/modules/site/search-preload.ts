import { searchRequestPath, type SearchPageKind } from '@app/shared';

const KIND_OF_SEARCH_PAGE: Record<string, SearchPageKind> = {
  '/bhada/hostel': 'hostel',
  '/bhada/bhada': 'bhada',
};

/**
 * The API request a search page makes for its first page of results (the same function writes the
 * app's request), or null for another page or a search URL the API would refuse.
 */
export function searchPreloadOf(url: URL): string | null {
  const kind = KIND_OF_SEARCH_PAGE[url.pathname.replace(/\/+$/, '')];
  return kind ? searchRequestPath(kind, url.searchParams) : null;
}
