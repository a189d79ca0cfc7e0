import type { OwnerListing } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export interface DeleteListingVariables {
  id: string;
  kind: OwnerListing['kind'];
}

/**
 * DELETE /hostels/delete-hostel/{id} or /landlords/{id}: the listing, its photos and its
 * applications.
 */
export async function deleteListing({ id, kind }: DeleteListingVariables): Promise<void> {
  const path = kind === 'hostel' ? '/hostels/delete-hostel' : '/landlords';
  await api.delete(`${path}/${encodeURIComponent(id)}`);
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: async (_result, { id, kind }) => {
      queryClient.removeQueries({
        queryKey: kind === 'hostel' ? queryKeys.hostels.detail(id) : queryKeys.properties.detail(id),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.details() }),
      ]);
    },
  });
}
