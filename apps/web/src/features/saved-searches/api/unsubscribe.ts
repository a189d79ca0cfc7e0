import { UnsubscribedSchema } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** POST /saved-searches/unsubscribe {token} (no login): the alert email's link pauses its search. */
export async function unsubscribe(token: string) {
  const { data } = await api.post(
    '/saved-searches/unsubscribe',
    { token },
    { schema: UnsubscribedSchema, skipAuthRefresh: true },
  );
  return data;
}

/**
 * The link's unsubscribe as a query, not a mutation run from an effect: keyed by its token, so a
 * second mount (StrictMode, a remount) does not send it twice. Pausing twice changes nothing anyway.
 */
export function useUnsubscribe(token: string | null) {
  return useQuery({
    // Outside `queryKeys.savedSearches.all`: reading the list again must never send the link again.
    queryKey: queryKeys.unsubscribe(token ?? ''),
    queryFn: () => unsubscribe(token ?? ''),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
