import { listingRequestPath } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHostel } from '@/api/hostels/get-hostel';
import { getProperty } from '@/api/properties/get-property';
import { queryKeys } from '@/api/query-keys';
import type { SearchKind } from '@/config/paths';
import { getAccessToken } from '@/lib/session';
import type { Listing } from '../listing';
import { takeDrawnListing } from './first-page';

/**
 * One listing by id, from the kind's endpoint (GET /hostels/get/{id} or /landlords/{id}), under the
 * same key as the other screens that show it.
 */
export function listingQueryOptions(kind: SearchKind, id: string) {
  return queryOptions<Listing>({
    queryKey: kind === 'hostel' ? queryKeys.hostels.detail(id) : queryKeys.properties.detail(id),
    queryFn: ({ signal }) => (kind === 'hostel' ? getHostel(id, signal) : getProperty(id, signal)),
  });
}

/**
 * The listing an overlay shows. One already in the loaded results is used as it is; a deep link
 * to any other is fetched by id, unless the server drew the page with it (a shared link's page):
 * then it starts from that answer, as an anonymous visitor gets it; someone signed in asks again
 * at once, the drawn listing staying until the answer comes.
 */
export function useListing(kind: SearchKind, id: string, fromResults: Listing | undefined) {
  return useQuery({
    ...listingQueryOptions(kind, id),
    enabled: fromResults === undefined,
    initialData: () =>
      takeDrawnListing(`/api${listingRequestPath(kind === 'hostel' ? 'hostel' : 'property', id)}`),
    initialDataUpdatedAt: () => (getAccessToken() ? 0 : undefined),
  });
}
