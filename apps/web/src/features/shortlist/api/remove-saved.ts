import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { shortlistKeys } from '@/lib/shortlist/query-keys';
import { removeListing } from '@/lib/shortlist/remove-listing';
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
      queryClient.setQueryData(shortlistKeys.ids(), await removeListing(listingId));
      await queryClient.invalidateQueries({ queryKey: shortlistKeys.list() });
    },
  });
}
