import type { SearchKind } from '@/config/paths';
import { filtersFor } from '../filter-params';
import type { SearchFilters } from '../search-state';

/** Cache keys of the search screens. */
export const searchKeys = {
  all: ['search'] as const,
  results: (kind: SearchKind, { location, place, sort, filters }: SearchFilters) =>
    [
      'search',
      kind,
      'results',
      { location, lat: place?.lat, lon: place?.lon, sort, ...filtersFor(kind, filters) },
    ] as const,
  hostel: (id: string) => ['search', 'hostel', id] as const,
  property: (id: string) => ['search', 'property', id] as const,
};
