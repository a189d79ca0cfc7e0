import {
  SavedSearchQuerySchema,
  savedSearchParams,
  type SavedSearchKind,
  type SavedSearchQuery,
} from '@app/shared';
import { paths, type SearchKind } from '@/config/paths';

/** What the search page's kind (`/bhada/hostel`, `/bhada/bhada`) is called in a saved search, and back. */
export const savedKindOf = (kind: SearchKind): SavedSearchKind => (kind === 'hostel' ? 'hostel' : 'property');
export const searchKindOf = (kind: SavedSearchKind): SearchKind => (kind === 'hostel' ? 'hostel' : 'bhada');

/**
 * The filters each kind's search reads: the other kind's, left in the address by a visit to the
 * other search page, are ignored by the search and so are not saved either.
 */
const OTHER_KIND_FILTERS: Record<SavedSearchKind, readonly (keyof SavedSearchQuery)[]> = {
  hostel: ['propertyType', 'furnished', 'parking', 'water', 'maxFloor'],
  property: ['gender', 'meals', 'amenities'],
};

const QUERY_KEYS = Object.keys(SavedSearchQuerySchema.shape) as (keyof SavedSearchQuery)[];

/**
 * The search the page shows, read from its address (`?location=…&lat=…&sort=…&gender=…`, the API's
 * own names) as the server will check it: a value the shared schema refuses is left out, as the
 * search page leaves it out; paging, the view and an open listing are not part of it.
 */
export function queryFromParams(kind: SavedSearchKind, params: URLSearchParams): SavedSearchQuery {
  const fields: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = params.get(key);
    if (value === null || OTHER_KIND_FILTERS[kind].includes(key)) continue;
    if (SavedSearchQuerySchema.shape[key].safeParse(value).success) fields[key] = value;
  }
  const whole = SavedSearchQuerySchema.safeParse(fields);
  if (whole.success) return whole.data;
  // A rule across fields (nearest without a place, min above max): searched without those fields,
  // a price range as a whole.
  for (const issue of whole.error.issues) {
    const key = String(issue.path[0]);
    delete fields[key];
    if (key === 'minPrice') delete fields.maxPrice;
  }
  return SavedSearchQuerySchema.safeParse(fields).data ?? SavedSearchQuerySchema.parse({});
}

/** The search page that runs a saved search again. */
export function savedSearchLink(kind: SavedSearchKind, query: SavedSearchQuery): string {
  const params = savedSearchParams(query).toString();
  const page = paths.search(searchKindOf(kind));
  return params ? `${page}?${params}` : page;
}

/** The place part of a location for a short name: 'Kirtipur' of 'Kirtipur, Kathmandu, Bagmati'. */
export function placeOf(location: string): string {
  return (location.split(',')[0] ?? '').trim();
}
