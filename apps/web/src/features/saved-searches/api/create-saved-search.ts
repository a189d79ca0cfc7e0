import { SavedSearchSchema, type CreateSavedSearch } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/**
 * POST /saved-searches (logged in): `{ name, kind, query }`. Answers the saved search and the
 * server's message code; 409 SAVED_SEARCH_LIMIT when the account already keeps 10.
 */
export async function createSavedSearch(body: CreateSavedSearch) {
  const { data, messageCode } = await api.post('/saved-searches', body, { schema: SavedSearchSchema });
  return { savedSearch: data, messageCode };
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.all }),
  });
}
