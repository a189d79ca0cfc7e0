import { SHORTLIST_CODES } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '@/api/query-keys';
import { useSession } from '@/lib/session';
import { toggleVisitorShortlist, useVisitorShortlist } from '@/lib/shortlist/visitor-shortlist';
import { useShortlistIds } from './get-shortlist-ids';
import { removeListing } from './remove-listing';
import { saveListing } from './save-listing';

const withId = (ids: string[] = [], id: string, isSaved: boolean) =>
  isSaved ? [id, ...ids.filter((saved) => saved !== id)] : ids.filter((saved) => saved !== id);

/**
 * Whether `listingId` is in the shortlist, and a toggle. A visitor's list is in this browser; a
 * logged-in account's on the server: the heart changes at once and changes back if the server
 * refuses (the error then says why). `error` is an ApiError, or a message code for a visitor's.
 */
export function useShortlistToggle(listingId: string) {
  const { isLoggedIn } = useSession();
  const visitorIds = useVisitorShortlist();
  const queryClient = useQueryClient();
  const accountIds = useShortlistIds(isLoggedIn);
  const [visitorError, setVisitorError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationKey: queryKeys.shortlist.all,
    mutationFn: (save: boolean) => (save ? saveListing(listingId) : removeListing(listingId)),
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.shortlist.ids() });
      queryClient.setQueryData<string[]>(queryKeys.shortlist.ids(), (ids) => withId(ids, listingId, save));
    },
    // Only this listing changes back: another heart toggled meanwhile keeps its change.
    onError: (_error, save) =>
      queryClient.setQueryData<string[]>(queryKeys.shortlist.ids(), (ids) => withId(ids, listingId, !save)),
    onSuccess: (ids) => {
      // The server's list, unless another toggle is still on its way (its answer will follow).
      if (queryClient.isMutating({ mutationKey: queryKeys.shortlist.all }) <= 1) {
        queryClient.setQueryData(queryKeys.shortlist.ids(), ids);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.shortlist.list() }),
  });

  if (!isLoggedIn) {
    return {
      isSaved: visitorIds.includes(listingId),
      isReady: true,
      error: visitorError,
      toggle: () => setVisitorError(toggleVisitorShortlist(listingId) ? null : SHORTLIST_CODES.full),
    };
  }
  const isSaved = accountIds.data?.includes(listingId) ?? false;
  return {
    isSaved,
    // Until the saved ids are known a tap could not tell saving from removing.
    isReady: accountIds.data !== undefined || accountIds.isError,
    error: mutation.error,
    toggle: () => mutation.mutate(!isSaved),
  };
}
