import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingKeys, userDetailsKey } from './query-keys';

/** DELETE /hostels/delete-hostel/{id}: the hostel, its photos and its applications. */
export async function deleteHostel(id: string): Promise<void> {
  await api.delete(`/hostels/delete-hostel/${encodeURIComponent(id)}`);
}

export function useDeleteHostel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHostel,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: listingKeys.hostel(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.ownerHostels() }),
        queryClient.invalidateQueries({ queryKey: userDetailsKey }),
      ]);
    },
  });
}
