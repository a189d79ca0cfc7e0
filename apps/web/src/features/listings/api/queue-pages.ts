import type { ApiResult } from '@/lib/api-client';

/** One page of an admin queue as the screen keeps it. */
export interface QueuePage<T> {
  items: T[];
  /** Listings waiting in this queue on the server when this page was read. */
  total: number;
  page: number;
}

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
