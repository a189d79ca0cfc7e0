import { useState } from 'react';
import { useLocation } from 'react-router';
import { isOverlayEntry, useSearchState } from './search-state';

/**
 * Whether the page shows a shared link's listing (`?listing={id}` the page was opened on, not one
 * opened from the results): true from the first render until that listing is closed, then never
 * again for this page (a listing opened later from the results has the results behind it).
 */
export function useSharedListing(): boolean {
  const location = useLocation();
  const { state } = useSearchState();
  const [shared, setShared] = useState(() => state.listingId !== null && !isOverlayEntry(location.state));
  if (shared && state.listingId === null) {
    setShared(false);
    return false;
  }
  return shared;
}
