import { FREELANCER_PAGE_SIZE, FreelancerListResponseSchema, type Freelancer } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { listPageOf } from '@/lib/list-page';

export type { Freelancer };

export interface FreelancerPage {
  items: Freelancer[];
  /** Pending sign-ups matching the search on the server when this page was read. */
  total: number;
  page: number;
  limit: number;
}

/** GET /freelance/unverified?page=&limit=5&q= (admin): one page of pending sign-ups. */
export async function getUnverifiedFreelancers(
  page: number,
  q: string,
  signal?: AbortSignal,
): Promise<FreelancerPage> {
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
