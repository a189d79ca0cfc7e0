import { SavedSearchListResponseSchema } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /saved-searches (logged in): the account's saved searches, newest first. */
export async function getSavedSearches(signal?: AbortSignal) {
  const { data } = await api.get('/saved-searches', {
    schema: SavedSearchListResponseSchema.shape.data,
    signal,
  });
  return data;
}

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.savedSearches.list(),
    queryFn: ({ signal }) => getSavedSearches(signal),
  });

/** Not asked for a visitor (`enabled: false`): the page tells them to log in instead. */
export function useSavedSearches({ enabled }: { enabled: boolean }) {
  return useQuery({ ...savedSearchesQueryOptions(), enabled });
}
