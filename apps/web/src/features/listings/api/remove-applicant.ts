import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingKeys } from './query-keys';

/** DELETE /buyers/delete-buyer/{id}: the owner removes an application from the list. */
export async function removeApplicant(id: string): Promise<void> {
  await api.delete(`/buyers/delete-buyer/${encodeURIComponent(id)}`);
}

export function useRemoveApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeApplicant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.ownerHostels() }),
  });
}
