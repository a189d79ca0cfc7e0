import { HostelPageResponseSchema, UNVERIFIED_PAGE_SIZE, type Hostel } from '@app/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { nextQueuePage, queuePage, type QueuePage } from './queue-pages';

/** GET /hostels/get-unhostel?page=&limit= (admin): one page of the hostels waiting, oldest first. */
export async function getUnverifiedHostels(page: number, signal?: AbortSignal): Promise<QueuePage<Hostel>> {
  const result = await api.get('/hostels/get-unhostel', {
    query: { page, limit: UNVERIFIED_PAGE_SIZE },
    schema: HostelPageResponseSchema.shape.data,
    signal,
  });
  return queuePage(result, page);
}

export function unverifiedHostelsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.listings.unverifiedHostels(),
    queryFn: ({ pageParam, signal }) => getUnverifiedHostels(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextQueuePage<Hostel>,
  });
}

/** The hostel queue with Load more. */
export function useUnverifiedHostels() {
  return useInfiniteQuery(unverifiedHostelsQueryOptions());
}
