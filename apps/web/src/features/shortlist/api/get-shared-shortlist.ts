import { SharedShortlistResponseSchema, type SharedShortlistEntry } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /shortlist/shared/{token} (anyone, no login): the shared list's listed listings. 404 for a link that does not work. */
export async function getSharedShortlist(
  token: string,
  signal?: AbortSignal,
): Promise<SharedShortlistEntry[]> {
  const { data } = await api.get(`/shortlist/shared/${encodeURIComponent(token)}`, {
    schema: SharedShortlistResponseSchema.shape.data,
    signal,
  });
  return data;
}

export const sharedShortlistQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.shortlist.shared(token),
    queryFn: ({ signal }) => getSharedShortlist(token, signal),
  });

export function useSharedShortlist(token: string) {
  return useQuery(sharedShortlistQueryOptions(token));
}
