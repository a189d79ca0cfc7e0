import { HostelSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** PUT /hostels/verify/{id} (admin): a hostel is verified directly, with no form. */
export async function verifyHostel(id: string) {
  const { data } = await api.put(`/hostels/verify/${encodeURIComponent(id)}`, undefined, {
    schema: HostelSchema,
  });
  return data;
}

export function useVerifyHostel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyHostel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.unverifiedHostels() }),
  });
}
