import { searchRequestUrl, type SearchMeta, type SearchRequestQuery } from '@app/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchKind } from '@/config/paths';
import { getAccessToken } from '@/lib/session';
import type { Listing } from '../listing';
import { filtersFor } from '../filter-params';
import type { SearchFilters } from '../search-state';
import { takeFirstPage } from './first-page';
import { searchResultsKey } from './query-keys';
import { searchHostels } from './search-hostels';
import { searchProperties } from './search-properties';

/** One page of results, hostels or properties alike. */
export interface SearchResultPage {
  listings: Listing[];
  meta: SearchMeta;
  /** The first cards of the page only, as the server drew them (first-page.ts); never a fetched page. */
  partial?: true;
}

function toQuery(
  kind: SearchKind,
  { location, place, sort, filters, km }: SearchFilters,
  page: number,
): SearchRequestQuery {
  return {
    location,
    sort,
    lat: place?.lat,
    lon: place?.lon,
    km: km ?? undefined,
    ...filtersFor(kind, filters),
    page,
  };
}

/** Pages of one search, for Load More: /bhada/hostel reads hostels, /bhada/bhada properties. */
export function searchListingsQueryOptions(kind: SearchKind, filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: searchResultsKey(kind, filters),
    queryFn: ({ pageParam, signal }): Promise<SearchResultPage> =>
      kind === 'hostel'
        ? searchHostels(toQuery(kind, filters, pageParam), signal)
        : searchProperties(toQuery(kind, filters, pageParam), signal),
    initialPageParam: 1,
    // A page the server drew (apps/web/src/prerender) starts with the results it drew, so the
    // app's first render shows the same cards instead of a loading state.
    initialData: () => {
      const page = takeFirstPage(`/api${searchRequestUrl(kind, toQuery(kind, filters, 1))}`);
      return page && { pages: [page], pageParams: [1] };
    },
    // They are what an anonymous visitor sees: someone signed in asks again at once (their own
    // listings may differ), the drawn cards staying until the answer comes.
    initialDataUpdatedAt: () => (getAccessToken() ? 0 : undefined),
    // A partial page is made whole (its own page again) before any next page is asked for.
    getNextPageParam: ({ listings, meta, partial }) =>
      !partial && listings.length === meta.limit && meta.page * meta.limit < meta.total
        ? meta.page + 1
        : undefined,
  });
}

export function useSearchListings(kind: SearchKind, filters: SearchFilters) {
  return useInfiniteQuery({
    ...searchListingsQueryOptions(kind, filters),
    // A new sort or filter keeps the old cards on screen (marked as updating) instead of flashing 'Loading…'.
    placeholderData: keepPreviousData,
  });
}
