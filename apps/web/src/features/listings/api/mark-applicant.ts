import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingKeys } from './query-keys';

/** PUT /buyers/mark-buyer/{id}: the owner marks an application complete. */
export async function markApplicantComplete(id: string): Promise<void> {
  await api.put(`/buyers/mark-buyer/${encodeURIComponent(id)}`);
}

export function useMarkApplicantComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markApplicantComplete,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.ownerHostels() }),
  });
}
