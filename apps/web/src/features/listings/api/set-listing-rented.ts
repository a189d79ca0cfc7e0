import type { OwnerListing } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export interface SetListingRentedVariables {
  id: string;
  kind: OwnerListing['kind'];
  /** True: rented (no longer available); false: available again. */
  rented: boolean;
}

/** PUT /hostels/sold/{id} or /landlords/sold/{id} {sold}: the owner marks the listing rented or available. */
export async function setListingRented({ id, kind, rented }: SetListingRentedVariables): Promise<void> {
  const base = kind === 'hostel' ? '/hostels/sold' : '/landlords/sold';
  await api.put(`${base}/${encodeURIComponent(id)}`, { sold: rented });
}

export function useSetListingRented() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setListingRented,
    onSuccess: async (_result, { id, kind }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine() }),
        queryClient.invalidateQueries({
          queryKey: kind === 'hostel' ? queryKeys.hostels.detail(id) : queryKeys.properties.detail(id),
        }),
      ]);
    },
  });
}
