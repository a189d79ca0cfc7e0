import { PropertyPageResponseSchema, type Property } from '@app/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getQueuePage, queueQueryOptions, type QueuePage } from './queue-pages';

/** GET /landlords/?page=&limit= (admin): one page of the properties waiting, oldest first. */
export function getUnverifiedProperties(page: number, signal?: AbortSignal): Promise<QueuePage<Property>> {
  return getQueuePage('/landlords/', PropertyPageResponseSchema.shape.data, page, signal);
}

export function unverifiedPropertiesQueryOptions() {
  return queueQueryOptions(queryKeys.listings.unverifiedProperties(), getUnverifiedProperties);
}

/** The property queue with Load more. */
export function useUnverifiedProperties() {
  return useInfiniteQuery(unverifiedPropertiesQueryOptions());
}
