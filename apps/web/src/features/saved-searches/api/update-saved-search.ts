import { SavedSearchSchema, type UpdateSavedSearch } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedSearchKeys } from './query-keys';

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
