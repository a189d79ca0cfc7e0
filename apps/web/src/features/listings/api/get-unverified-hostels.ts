import { HostelPageResponseSchema, type Hostel } from '@app/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getQueuePage, queueQueryOptions, type QueuePage } from './queue-pages';

/** GET /hostels/get-unhostel?page=&limit= (admin): one page of the hostels waiting, oldest first. */
export function getUnverifiedHostels(page: number, signal?: AbortSignal): Promise<QueuePage<Hostel>> {
  return getQueuePage('/hostels/get-unhostel', HostelPageResponseSchema.shape.data, page, signal);
}

export function unverifiedHostelsQueryOptions() {
  return queueQueryOptions(queryKeys.listings.unverifiedHostels(), getUnverifiedHostels);
}

/** The hostel queue with Load more. */
export function useUnverifiedHostels() {
  return useInfiniteQuery(unverifiedHostelsQueryOptions());
}
