import { HostelSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** PUT /hostels/sold/{id} {sold}: the owner marks a hostel sold (full) or available again. */
export async function setHostelSold({ id, sold }: { id: string; sold: boolean }) {
  const { data } = await api.put(
    `/hostels/sold/${encodeURIComponent(id)}`,
    { sold },
    { schema: HostelSchema },
  );
  return data;
}

export function useSetHostelSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHostelSold,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.ownerHostels() }),
  });
}
