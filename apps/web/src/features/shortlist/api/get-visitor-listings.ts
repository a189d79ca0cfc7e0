import { ShortlistPreviewResponseSchema, type ShortlistPreviewEntry } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/**
 * GET /shortlist/listings?ids= (anyone): the listings of this browser's list that are still
 * listed, in its order; those no longer listed are left out.
 */
export async function getVisitorListings(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<ShortlistPreviewEntry[]> {
  if (ids.length === 0) return [];
  const { data } = await api.get('/shortlist/listings', {
    query: { ids },
    schema: ShortlistPreviewResponseSchema.shape.data,
    signal,
  });
  return data;
}

export const visitorListingsQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.shortlist.visitor(ids),
    queryFn: ({ signal }) => getVisitorListings(ids, signal),
  });

/** The browser's list as listings; the previous answer stays on screen while a changed list loads. */
export function useVisitorListings(ids: readonly string[], enabled: boolean) {
  return useQuery({ ...visitorListingsQueryOptions(ids), enabled, placeholderData: keepPreviousData });
}
