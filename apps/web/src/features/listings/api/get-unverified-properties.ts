import { PropertyPageResponseSchema, UNVERIFIED_PAGE_SIZE, type Property } from '@app/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { nextQueuePage, queuePage, type QueuePage } from './queue-pages';

/** GET /landlords/?page=&limit= (admin): one page of the properties waiting, oldest first. */
export async function getUnverifiedProperties(
  page: number,
  signal?: AbortSignal,
): Promise<QueuePage<Property>> {
  const result = await api.get('/landlords/', {
    query: { page, limit: UNVERIFIED_PAGE_SIZE },
    schema: PropertyPageResponseSchema.shape.data,
    signal,
  });
  return queuePage(result, page);
}

export function unverifiedPropertiesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.listings.unverifiedProperties(),
    queryFn: ({ pageParam, signal }) => getUnverifiedProperties(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextQueuePage<Property>,
  });
}

/** The property queue with Load more. */
export function useUnverifiedProperties() {
  return useInfiniteQuery(unverifiedPropertiesQueryOptions());
}
