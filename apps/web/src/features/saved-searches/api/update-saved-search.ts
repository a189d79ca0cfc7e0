import { SavedSearchSchema, type UpdateSavedSearch } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export interface UpdateSavedSearchVariables {
  id: string;
  body: UpdateSavedSearch;
}

/** PATCH /saved-searches/{id} (its account): rename, pause or resume. */
export async function updateSavedSearch({ id, body }: UpdateSavedSearchVariables) {
  const { data, messageCode } = await api.patch(`/saved-searches/${encodeURIComponent(id)}`, body, {
    schema: SavedSearchSchema,
  });
  return { savedSearch: data, messageCode };
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.all }),
  });
}
