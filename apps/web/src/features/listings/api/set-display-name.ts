import type { DisplayNameBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** PUT /user/display-name (decision 0019): the name the owner's listings show; null: their first name. */
export async function setDisplayName(body: DisplayNameBody) {
  const { message, messageCode } = await api.put('/user/display-name', body);
  return { message, messageCode };
}

export function useSetDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDisplayName,
    // Saving waits for the new name (and the dashboard's cards) to arrive, so the closed form
    // shows it at once. Public listings read before carry the old `listedBy`: read again when next shown.
    onSuccess: async () => {
      for (const queryKey of [queryKeys.hostels.all, queryKeys.properties.all, queryKeys.search.all]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.user.details() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine() }),
      ]);
    },
  });
}
