import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchKind } from '@/config/paths';
import type { Listing } from '../listing';
import { getHostel } from './get-hostel';
import { getProperty } from './get-property';
import { searchKeys } from './query-keys';

/** One listing by id, from the kind's endpoint (GET /hostels/get/{id} or /landlords/{id}). */
export function listingQueryOptions(kind: SearchKind, id: string) {
  return queryOptions<Listing>({
    queryKey: kind === 'hostel' ? searchKeys.hostel(id) : searchKeys.property(id),
    queryFn: ({ signal }) => (kind === 'hostel' ? getHostel(id, signal) : getProperty(id, signal)),
  });
}

/**
 * The listing an overlay shows. One already in the loaded results is used as it is; a deep link
 * to any other is fetched by id.
 */
export function useListing(kind: SearchKind, id: string, fromResults: Listing | undefined) {
  return useQuery({ ...listingQueryOptions(kind, id), enabled: fromResults === undefined });
}
