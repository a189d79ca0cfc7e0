import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** DELETE /hostels/delete-hostel/{id}: the hostel, its photos and its applications. */
export async function deleteHostel(id: string): Promise<void> {
  await api.delete(`/hostels/delete-hostel/${encodeURIComponent(id)}`);
}

export function useDeleteHostel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHostel,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.hostels.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.ownerHostels() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.details() }),
      ]);
    },
  });
}
