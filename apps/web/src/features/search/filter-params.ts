import {
  readSearchFilters,
  SEARCH_FILTER_KEYS,
  SEARCH_FILTERS_OF_KIND,
  type SearchFilters,
} from '@app/shared';
import type { SearchKind } from '@/config/paths';

/**
 * Price, rooms and attribute filters in the URL, under the API's own query names
 * (`?minPrice=5000&maxPrice=10000&gender=girls&meals=some&amenities=wifi,hot_water`), so a filtered
 * search is a link like any other. Read leniently: a value the shared schema refuses is left out
 * (readSearchFilters reads as SearchFiltersSchema does, without loading zod with the page).
 */
export type ListingFilters = SearchFilters;
export type FilterKey = keyof ListingFilters;

const FILTER_KEYS: readonly FilterKey[] = SEARCH_FILTER_KEYS;

/** What each kind's search narrows by; the other kind's filters in the URL are ignored. */
export const FILTERS_OF: Record<SearchKind, readonly FilterKey[]> = SEARCH_FILTERS_OF_KIND;

const isSet = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);

export function readFilters(params: URLSearchParams): ListingFilters {
  const read = readSearchFilters(params);
  // A range the server would refuse (min above max, typed into the address): searched without it.
  if (read.minPrice !== undefined && read.maxPrice !== undefined && read.minPrice > read.maxPrice) {
    delete read.minPrice;
    delete read.maxPrice;
  }
  return read;
}

/** Adds the filters that are set to `params`: lists comma-separated, yes-filters as `true`. */
export function writeFilters(filters: ListingFilters, params: URLSearchParams): void {
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (!isSet(value)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
}

/** Only the filters `kind`'s search uses. */
export function filtersFor(kind: SearchKind, filters: ListingFilters): ListingFilters {
  const used: Record<string, unknown> = {};
  for (const key of FILTERS_OF[kind]) if (isSet(filters[key])) used[key] = filters[key];
  return used;
}

/** How many filters are on, as "Filters (n)" says: each amenity and each kind of place counts. */
export function countFilters(filters: ListingFilters): number {
  return FILTER_KEYS.reduce((count, key) => {
    const value = filters[key];
    if (Array.isArray(value)) return count + value.length;
    return count + (value === undefined ? 0 : 1);
  }, 0);
}
