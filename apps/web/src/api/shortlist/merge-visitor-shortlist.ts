import type { ShortlistEntry } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api, ApiError } from '@/lib/api-client';
import { getAccessToken } from '@/lib/session';
import { clearVisitorShortlist, readVisitorShortlist } from '@/lib/shortlist/visitor-shortlist';

let running: Promise<ShortlistEntry[] | null> | null = null;

async function merge(ids: readonly string[]): Promise<ShortlistEntry[] | null> {
  try {
    const { data } = await api.post('/shortlist/merge', { ids });
    clearVisitorShortlist();
    // Not parsed again: the server sends it through the shared response schema (see lib/api-response.ts).
    return data as ShortlistEntry[];
  } catch (error) {
    // Refused as it is (a 4xx other than a lost session): sending it again would not help.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
      clearVisitorShortlist();
    }
    throw error;
  }
}

/**
 * POST /shortlist/merge: the listings saved in this browser before logging in join the account,
 * then the browser forgets them. Null when there is nothing to merge or nobody is logged in.
 * Callers at the same moment share one request.
 */
export function mergeVisitorShortlist(): Promise<ShortlistEntry[] | null> {
  const ids = readVisitorShortlist();
  if (ids.length === 0 || getAccessToken() === null) return Promise.resolve(null);
  running ??= merge(ids).finally(() => {
    running = null;
  });
  return running;
}

/** At login: merges, then every shortlist screen reads the account's list afresh. */
export async function mergeVisitorShortlistAtLogin(queryClient: QueryClient): Promise<void> {
  try {
    if ((await mergeVisitorShortlist()) !== null) {
      await queryClient.invalidateQueries({ queryKey: queryKeys.shortlist.all });
    }
  } catch {
    // Kept in the browser: the next read of the shortlist merges again.
  }
}
