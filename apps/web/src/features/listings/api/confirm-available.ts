import { ConfirmedAvailabilitySchema } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** POST /user/confirm-available/{id}: the owner says the listing is still available (one tap). */
export async function confirmAvailable(id: string) {
  const { data } = await api.post(`/user/confirm-available/${encodeURIComponent(id)}`, undefined, {
    schema: ConfirmedAvailabilitySchema,
  });
  return data;
}

export function useConfirmAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAvailable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine() }),
  });
}

/** POST /user/confirm-available {token}: the reminder email's link confirms its one listing, no login. */
export async function confirmAvailableByToken(token: string) {
  const { data, messageCode } = await api.post(
    '/user/confirm-available',
    { token },
    { schema: ConfirmedAvailabilitySchema, skipAuthRefresh: true },
  );
  return { listing: data, messageCode };
}

/**
 * The link's confirmation as a query, not a mutation run from an effect: shared by its token, so
 * a second mount (StrictMode, a remount) does not send it twice.
 */
export function useConfirmAvailableByToken(token: string | null) {
  return useQuery({
    // Outside `queryKeys.listings.all`: invalidating the listings must never send the link again.
    queryKey: queryKeys.confirmAvailable(token ?? ''),
    queryFn: () => confirmAvailableByToken(token ?? ''),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
