import type { ShortlistIds } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { mergeVisitorShortlist } from './merge-visitor-shortlist';

/** GET /shortlist/ids (logged in): the saved ids, newest first; what the browser still holds is merged first. */
export async function getShortlistIds(signal?: AbortSignal): Promise<string[]> {
  const merged = await mergeVisitorShortlist();
  if (merged) return merged.map((entry) => entry.listingId);
  const { data } = await api.get('/shortlist/ids', { signal });
  // Not parsed again: the server sends it through the shared response schema (see lib/api-response.ts).
  return (data as ShortlistIds).ids;
}

export const shortlistIdsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.shortlist.ids(), queryFn: ({ signal }) => getShortlistIds(signal) });

/** The account's saved ids; `enabled` false for a visitor (their list is in the browser). */
export function useShortlistIds(enabled: boolean) {
  return useQuery({ ...shortlistIdsQueryOptions(), enabled });
}
