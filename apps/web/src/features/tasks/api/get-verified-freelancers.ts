import { VerifiedFreelancerListResponseSchema, type VerifiedFreelancer } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export type { VerifiedFreelancer };

/** GET /freelance/verified-location?location= (admin): approved freelancers, nearest first. */
export async function getVerifiedFreelancers(
  location: string,
  signal?: AbortSignal,
): Promise<VerifiedFreelancer[]> {
  const { data } = await api.get('/freelance/verified-location', {
    query: { location },
    schema: VerifiedFreelancerListResponseSchema.shape.data,
    signal,
  });
  return data;
}

export function verifiedFreelancersQueryOptions(location: string) {
  return queryOptions({
    queryKey: queryKeys.tasks.freelancers(location),
    queryFn: ({ signal }) => getVerifiedFreelancers(location, signal),
  });
}

/** Loaded only while the assign panel is open. */
export function useVerifiedFreelancers(location: string, enabled: boolean) {
  return useQuery({ ...verifiedFreelancersQueryOptions(location), enabled });
}
