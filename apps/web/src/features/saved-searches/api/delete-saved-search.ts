import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedSearchKeys } from './query-keys';

/** DELETE /saved-searches/{id} (its account): the search and its emails are gone. */
export async function deleteSavedSearch(id: string) {
  const { messageCode } = await api.delete(`/saved-searches/${encodeURIComponent(id)}`);
  return messageCode;
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
