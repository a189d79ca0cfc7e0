import { useEffect } from 'react';
import type { ListPage } from '@/lib/list-page';

/** What a paged list reads of its query (react-query's result). */
export interface ListPageQuery<T> {
  data: ListPage<T> | undefined;
  isPlaceholderData: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface PagedListOptions {
  /** The page in the URL (1-based). */
  page: number;
  /** The page size asked for, for an answer that does not say its own. */
  pageSize: number;
  /** Replaces the page in the URL, in place. */
  fixPage: (page: number) => void;
}

/**
 * A page of a list whose page lives in the URL: its rows, how many pages there are, and whether
 * the page is past the end (its last rows were decided, or an old link); such a page is replaced
 * by the last one.
 */
export function usePagedList<T>(query: ListPageQuery<T>, { page, pageSize, fixPage }: PagedListOptions) {
  const data = query.data;
  const items = data?.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.limit || pageSize))) : 1;
  const isPastTheEnd = data !== undefined && !query.isPlaceholderData && page > pages;

  useEffect(() => {
    if (isPastTheEnd) fixPage(pages);
  }, [isPastTheEnd, pages, fixPage]);

  return { query, page, items, pages, isPastTheEnd };
}

export type PagedListState<T> = ReturnType<typeof usePagedList<T>>;
