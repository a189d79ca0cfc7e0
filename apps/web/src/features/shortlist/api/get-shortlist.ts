import { ShortlistResponseSchema, type ShortlistEntry } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { mergeVisitorShortlist } from '@/api/shortlist/merge-visitor-shortlist';
import { api } from '@/lib/api-client';

export type { ShortlistEntry };

/**
 * GET /shortlist (logged in): the saved listings, newest first, each with its status. What this
 * browser saved before logging in is merged first (the merge answers the whole list).
 */
export async function getShortlist(signal?: AbortSignal): Promise<ShortlistEntry[]> {
  const merged = await mergeVisitorShortlist();
  if (merged) return merged;
  const { data } = await api.get('/shortlist', { schema: ShortlistResponseSchema.shape.data, signal });
  return data;
}

export const shortlistQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.shortlist.list(), queryFn: ({ signal }) => getShortlist(signal) });

export function useShortlist(enabled: boolean) {
  return useQuery({ ...shortlistQueryOptions(), enabled });
}
