import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** DELETE /saved-searches/{id} (its account): the search and its emails are gone. */
export async function deleteSavedSearch(id: string) {
  const { messageCode } = await api.delete(`/saved-searches/${encodeURIComponent(id)}`);
  return messageCode;
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.all }),
  });
}
