import { useSession } from '@/lib/session';
import { useVisitorShortlist } from '@/lib/shortlist/visitor-shortlist';
import { useShortlist } from './api/get-shortlist';
import { useVisitorListings } from './api/get-visitor-listings';
import { visitorItems, type SavedItem } from './saved-item';

export interface SavedItems {
  isLoggedIn: boolean;
  /** Undefined until the first answer. */
  items: SavedItem[] | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
}

/**
 * The shortlist page's listings: the account's (GET /shortlist, after merging what this browser
 * saved) or, for a visitor, this browser's ids with what the server still lists of them.
 */
export function useSavedItems(): SavedItems {
  const { isLoggedIn } = useSession();
  const visitorIds = useVisitorShortlist();
  const account = useShortlist(isLoggedIn);
  const visitor = useVisitorListings(visitorIds, !isLoggedIn && visitorIds.length > 0);
  if (isLoggedIn) {
    return {
      isLoggedIn,
      items: account.data,
      isError: account.isError,
      error: account.error,
      isFetching: account.isFetching,
      refetch: () => void account.refetch(),
    };
  }
  return {
    isLoggedIn,
    items: visitorIds.length === 0 ? [] : visitor.data && visitorItems(visitorIds, visitor.data),
    isError: visitor.isError,
    error: visitor.error,
    isFetching: visitor.isFetching,
    refetch: () => void visitor.refetch(),
  };
}
