import { HostelSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingKeys } from './query-keys';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.unverifiedHostels() }),
  });
}
