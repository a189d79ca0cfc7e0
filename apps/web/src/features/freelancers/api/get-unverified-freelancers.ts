import { FREELANCER_PAGE_SIZE, FreelancerListResponseSchema, type Freelancer } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { listPageOf, type ListPage } from '@/lib/list-page';

export type { Freelancer };

/** GET /freelance/unverified?page=&limit=5&q= (admin): one page of pending sign-ups. */
export async function getUnverifiedFreelancers(
  page: number,
  q: string,
  signal?: AbortSignal,
): Promise<ListPage<Freelancer>> {
  const result = await api.get('/freelance/unverified', {
    query: { page, limit: FREELANCER_PAGE_SIZE, q: q || undefined },
    schema: FreelancerListResponseSchema.shape.data,
    signal,
  });
  return listPageOf(result);
}

export function unverifiedFreelancersQueryOptions(page: number, q: string) {
  return queryOptions({
    queryKey: queryKeys.freelancers.unverified(page, q),
    queryFn: ({ signal }) => getUnverifiedFreelancers(page, q, signal),
  });
}

/** One page of the admin's list; the previous page stays on screen while the next one loads. */
export function useUnverifiedFreelancers(page: number, q: string) {
  return useQuery({ ...unverifiedFreelancersQueryOptions(page, q), placeholderData: keepPreviousData });
}
