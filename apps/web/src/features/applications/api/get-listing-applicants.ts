import { ListingApplicantsResponseSchema, type HostelApplicant } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export type { HostelApplicant };

/** GET /user/listings/{id}/applicants (owner or admin): the owner opening them moves new ones to seen. */
export async function getListingApplicants(listingId: string, signal?: AbortSignal) {
  const { data } = await api.get(`/user/listings/${encodeURIComponent(listingId)}/applicants`, {
    schema: ListingApplicantsResponseSchema.shape.data,
    signal,
  });
  return data;
}

export function listingApplicantsQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: queryKeys.applications.listingApplicants(listingId),
    queryFn: ({ signal }) => getListingApplicants(listingId, signal),
  });
}

/** A listing's applicants, read when the panel opens. */
export function useListingApplicants(listingId: string) {
  return useQuery(listingApplicantsQueryOptions(listingId));
}
