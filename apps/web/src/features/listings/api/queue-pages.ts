import { UNVERIFIED_PAGE_SIZE } from '@app/shared';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type ApiResult } from '@/lib/api-client';
import type { ListPage } from '@/lib/list-page';

/**
 * One page of an admin queue as the screen keeps it: a list page without `limit`, because these
 * queues also accept an answer without `meta` (the whole queue as one page, see `queuePage`),
 * which `listPageOf` refuses.
 */
export type QueuePage<T> = Omit<ListPage<T>, 'limit'>;

/** A server that sends no `meta` sent its whole queue as one page. */
export function queuePage<T>({ data, meta }: ApiResult<T[]>, page: number): QueuePage<T> {
  return { items: data, total: meta?.total ?? data.length, page: meta?.page ?? page };
}

/** The loaded listings in order, each once (a verified one leaving can shift a row back a page). */
export function loadedItems<T extends { _id: string }>(pages: QueuePage<T>[]): T[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((item) => (seen.has(item._id) ? false : (seen.add(item._id), true)));
}

/** The next page to ask for, while the queue holds more than is loaded. */
export function nextQueuePage<T extends { _id: string }>(
  lastPage: QueuePage<T>,
  allPages: QueuePage<T>[],
): number | undefined {
  return loadedItems(allPages).length < lastPage.total && lastPage.items.length > 0
    ? lastPage.page + 1
    : undefined;
}

/** One page of an admin queue from `path` (`?page=&limit=`), read with the listing's schema. */
export async function getQueuePage<T>(
  path: string,
  schema: z.ZodType<T[]>,
  page: number,
  signal?: AbortSignal,
): Promise<QueuePage<T>> {
  const result = await api.get(path, { query: { page, limit: UNVERIFIED_PAGE_SIZE }, schema, signal });
  return queuePage(result, page);
}

/** An admin queue read a page at a time from page 1, with Load more while the server holds more. */
export function queueQueryOptions<T extends { _id: string }, K extends QueryKey>(
  queryKey: K,
  getPage: (page: number, signal: AbortSignal) => Promise<QueuePage<T>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextQueuePage<T>,
  });
}
