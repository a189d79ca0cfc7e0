import type { InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchResultPage } from './api/search-listings';

interface SearchResults {
  data: InfiniteData<SearchResultPage> | undefined;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A page the server drew carries the first screen's cards of its first page only (`partial`,
 * api/first-page.ts). The whole page is asked for (its first cards come back the same, so nothing
 * on screen moves) once when the reader nears the last drawn card (`askOnce`, from the list), when
 * the map is open or the address asks for more pages (`needsAll`), and on Load more (`ask`, also
 * after a failed try). Until then the list ends with Load more.
 */
export function useWholeFirstPage(
  { data, isFetching, refetch }: SearchResults,
  { needsAll }: { needsAll: boolean },
) {
  const isPartial = data?.pages[0]?.partial === true;
  // The drawn results the whole page was asked for: a failed try is not repeated on every scroll.
  const askedFor = useRef<unknown>(null);
  // Those whose Load more says "Loading more…": asked for by the reader, not by their own search
  // (someone signed in asks at once; the hydrated page keeps Load more as it was drawn).
  const [shownAsking, setShownAsking] = useState<unknown>(null);
  const request = useCallback(() => {
    if (!isPartial || isFetching) return false;
    askedFor.current = data;
    void refetch();
    return true;
  }, [isPartial, isFetching, data, refetch]);
  const ask = useCallback(() => {
    if (request()) setShownAsking(data);
  }, [request, data]);
  const askOnce = useCallback(() => {
    if (askedFor.current !== data) ask();
  }, [ask, data]);
  useEffect(() => {
    if (needsAll && askedFor.current !== data) request();
  }, [needsAll, data, request]);
  return { isPartial, isCompleting: isPartial && isFetching && shownAsking === data, ask, askOnce };
}
