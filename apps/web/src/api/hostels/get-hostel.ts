import { listingRequestPath, type Hostel } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { preloadCredentials } from '@/lib/preload-credentials';

export type { Hostel };

/**
 * GET /hostels/get/{id}: one hostel, verified for anyone, and before verification for its owner and
 * admins; 404 otherwise (a property's id included), 400 for an id that is not one. Screens say
 * their own failure text, so no fallback message is given here.
 */
export async function getHostel(id: string, signal?: AbortSignal): Promise<Hostel> {
  const { data } = await api.get(listingRequestPath('hostel', id), {
    signal,
    credentialsFor: preloadCredentials,
  });
  // Not parsed again: the server sends it through the shared response schema (see lib/api-response.ts).
  return data as Hostel;
}

/** One cache entry per hostel, shared by the owner's screens and the search overlay. */
export function hostelQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.hostels.detail(id),
    queryFn: ({ signal }) => getHostel(id, signal),
  });
}

export function useHostel(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...hostelQueryOptions(id), enabled });
}
