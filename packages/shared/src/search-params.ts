import {
  HOSTEL_AMENITIES,
  HOSTEL_GENDERS,
  MAX_FLOOR,
  PROPERTY_TYPES,
  WATER_SUPPLIES,
} from './attribute-values';
import { formNumber } from './form-number';
import type { SearchFilters } from './schemas/search';

/**
 * A search's values as a page URL carries them, read without zod: the search page draws its first
 * results from these, and zod (with the schemas) arrives only with the screens that validate what
 * someone types. SearchFiltersSchema and CoordinateSchema stay the rule; search-params.test.ts
 * holds each reader here to the schema's answer for the same text.
 */

export const SEARCH_SORTS = ['price_asc', 'price_desc', 'newest', 'nearest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 50;
/** Totals are counted up to here and shown as "1,000+" beyond, so a broad search stays cheap. */
export const SEARCH_TOTAL_CAP = 1000;

/** SearchFiltersSchema's keys, in its order (the order a search request writes them in). */
export const SEARCH_FILTER_KEYS = [
  'minPrice',
  'maxPrice',
  'minRooms',
  'gender',
  'meals',
  'amenities',
  'propertyType',
  'furnished',
  'parking',
  'water',
  'visited',
  'maxFloor',
] as const satisfies readonly (keyof SearchFilters)[];

/** Where a place in Nepal can be (CoordinateSchema): a little more than the country's extent. */
export const NEPAL_LAT_RANGE = { min: 26, max: 30.6 } as const;
export const NEPAL_LON_RANGE = { min: 79.9, max: 88.3 } as const;

type FilterKey = (typeof SEARCH_FILTER_KEYS)[number];

const wholeNumber = (min: number, max: number) => (raw: string) => {
  const value = formNumber(raw);
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;
};

const choice = (values: readonly string[]) => (raw: string) => (values.includes(raw) ? raw : undefined);

/** A comma-separated list of choices, each once, in the catalogue's order; a stranger refuses it all. */
const choiceList = (values: readonly string[], trim: boolean) => (raw: string) => {
  const items = raw
    .split(',')
    .map((item) => (trim ? item.trim() : item))
    .filter((item) => item !== '');
  if (items.length > values.length || items.some((item) => !values.includes(item))) return undefined;
  return values.filter((value) => items.includes(value));
};

const onlyWhenOn = (raw: string) => (raw === 'true' ? true : undefined);

const READERS: Record<FilterKey, (raw: string) => unknown> = {
  minPrice: wholeNumber(0, Number.MAX_SAFE_INTEGER),
  maxPrice: wholeNumber(0, Number.MAX_SAFE_INTEGER),
  minRooms: wholeNumber(1, 100),
  gender: choice(HOSTEL_GENDERS),
  meals: choice(['some', 'all']),
  // amenityList trims each item; the search's propertyType list does not.
  amenities: choiceList(HOSTEL_AMENITIES, true),
  propertyType: choiceList(PROPERTY_TYPES, false),
  furnished: onlyWhenOn,
  parking: onlyWhenOn,
  water: choice(WATER_SUPPLIES),
  visited: onlyWhenOn,
  maxFloor: wholeNumber(0, MAX_FLOOR),
};

/**
 * The filters a page URL sets, leniently: a value SearchFiltersSchema would refuse is left out, as
 * is one that means "any" ('', 'false', an empty list).
 */
export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const filters: Record<string, unknown> = {};
  for (const key of SEARCH_FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = READERS[key](raw);
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) filters[key] = value;
  }
  return filters;
}

const inRange = (raw: string, { min, max }: { min: number; max: number }) => {
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
};

/** A point in Nepal from the URL's `lat` and `lon` (as CoordinateSchema reads them), or null. */
export function readNepalPoint(lat: string, lon: string): { lat: number; lon: number } | null {
  const latValue = inRange(lat, NEPAL_LAT_RANGE);
  const lonValue = inRange(lon, NEPAL_LON_RANGE);
  return latValue === null || lonValue === null ? null : { lat: latValue, lon: lonValue };
}
