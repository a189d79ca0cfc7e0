import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export type RentedListingKind = 'hostel' | 'property';

/**
 * PUT /hostels/sold/{id} or /landlords/sold/{id} {sold: true}: the place is rented. The server
 * closes its other open applications and tells each applicant it is no longer available.
 */
export async function markListingRented({ id, kind }: { id: string; kind: RentedListingKind }) {
  const path = kind === 'hostel' ? '/hostels/sold/' : '/landlords/sold/';
  // The answer is the listing, which the owner's screens read again themselves.
  await api.put(`${path}${encodeURIComponent(id)}`, { sold: true });
}

/** Marking rented from an accepted applicant: the applicants (others now closed) and the owner's listings are read again. */
export function useMarkListingRented(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markListingRented,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.listingApplicants(listingId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.details() }),
      ]),
  });
}
