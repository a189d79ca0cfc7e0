import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { removeListing } from '@/api/shortlist/remove-listing';
import { useSession } from '@/lib/session';
import { removeFromVisitorShortlist } from '@/lib/shortlist/visitor-shortlist';

/**
 * Removes a listing from the shortlist page: from the account (DELETE /shortlist/{id}), or from
 * this browser for a visitor. The hearts and the list follow.
 */
export function useRemoveSaved() {
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (listingId: string) => {
      if (!isLoggedIn) {
        removeFromVisitorShortlist(listingId);
        return;
      }
      queryClient.setQueryData(queryKeys.shortlist.ids(), await removeListing(listingId));
      await queryClient.invalidateQueries({ queryKey: queryKeys.shortlist.list() });
    },
  });
}
