import {
  BUYER_PAGE_SIZE,
  BuyerListResponseSchema,
  type ApplicationState,
  type BuyerApplication,
} from '@app/shared';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api, ApiError } from '@/lib/api-client';

export type { BuyerApplication };

export interface BuyerPage {
  items: BuyerApplication[];
  /** Pending applications on the server when this page was read. */
  total: number;
  page: number;
}

export type BuyerPages = InfiniteData<BuyerPage, number>;

/** What the admin's list shows: every open application (the specification's pending), or one state. */
export type BuyerFilter = 'open' | ApplicationState;

/**
 * GET /buyers/get?page=&limit=7&status=pending (admin): one page, newest first; for one state
 * `state=` instead (the API's addition beside the specification's status).
 */
export async function getBuyers(page: number, filter: BuyerFilter, signal?: AbortSignal): Promise<BuyerPage> {
  const { data, meta } = await api.get('/buyers/get', {
    query: {
      page,
      limit: BUYER_PAGE_SIZE,
      ...(filter === 'open' ? { status: 'pending' } : { state: filter }),
    },
    schema: BuyerListResponseSchema.shape.data,
    signal,
  });
  if (!meta) throw new ApiError({ status: 200, message: 'No page information', code: 'INVALID_RESPONSE' });
  return { items: data, total: meta.total, page: meta.page };
}

/** The loaded applications in order, each once (a new one arriving can shift a row onto the next page). */
export function loadedApplications(pages: BuyerPage[]): BuyerApplication[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((item) => (seen.has(item._id) ? false : (seen.add(item._id), true)));
}

export function buyersQueryOptions(filter: BuyerFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.applications.buyers(filter),
    queryFn: ({ pageParam, signal }) => getBuyers(pageParam, filter, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: BuyerPage, allPages: BuyerPage[]) =>
      loadedApplications(allPages).length < lastPage.total && lastPage.items.length > 0
        ? lastPage.page + 1
        : undefined,
  });
}

/** The admin's list with Load More (7 a page). */
export function useBuyers(filter: BuyerFilter) {
  return useInfiniteQuery(buyersQueryOptions(filter));
}
