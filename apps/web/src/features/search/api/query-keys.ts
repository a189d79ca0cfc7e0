import { queryKeys } from '@/api/query-keys';
import type { SearchKind } from '@/config/paths';
import { filtersFor } from '../filter-params';
import type { SearchFilters } from '../search-state';

/** The key of a search's pages (`queryKeys.search.results`): what the results depend on, and nothing else. */
export const searchResultsKey = (kind: SearchKind, { location, place, sort, filters, km }: SearchFilters) =>
  queryKeys.search.results(kind, {
    location,
    lat: place?.lat,
    lon: place?.lon,
    km: km ?? undefined,
    sort,
    ...filtersFor(kind, filters),
  });
