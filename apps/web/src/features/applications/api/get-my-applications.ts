import { MyApplicationsResponseSchema, type MyApplication } from '@app/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { listPageOf, type ListPage } from '@/lib/list-page';

export type { MyApplication };

/** Ten a page, as the server's default. */
export const MY_APPLICATIONS_PAGE_SIZE = 10;

/** GET /applications/mine?page=&limit= (logged in): the caller's applications, newest first. */
export async function getMyApplications(
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<MyApplication>> {
  const result = await api.get('/applications/mine', {
    query: { page, limit: MY_APPLICATIONS_PAGE_SIZE },
    schema: MyApplicationsResponseSchema.shape.data,
    signal,
  });
  return listPageOf(result);
}

/** The loaded applications in order, each once (a new one can push a row onto the next page). */
export function loadedMyApplications(pages: ListPage<MyApplication>[]): MyApplication[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.items)
    .filter((item) => (seen.has(item._id) ? false : (seen.add(item._id), true)));
}

export function myApplicationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.applications.mine(),
    queryFn: ({ pageParam, signal }) => getMyApplications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<MyApplication>, all: ListPage<MyApplication>[]) =>
      loadedMyApplications(all).length < last.total && last.items.length > 0 ? last.page + 1 : undefined,
  });
}

/** My applications with Load more; idle until the caller is logged in. */
export function useMyApplications({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...myApplicationsQueryOptions(), enabled });
}
