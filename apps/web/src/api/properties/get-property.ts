import { listingRequestPath, type Property } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { preloadCredentials } from '@/lib/preload-credentials';

export type { Property };

/**
 * GET /landlords/{id}: one landlord property, verified for anyone, and before verification for its
 * owner and admins; 404 otherwise (a hostel's id included), 400 for an id that is not one. Screens
 * say their own failure text, so no fallback message is given here.
 */
export async function getProperty(id: string, signal?: AbortSignal): Promise<Property> {
  const { data } = await api.get(listingRequestPath('property', id), {
    signal,
    credentialsFor: preloadCredentials,
  });
  // Not parsed again: the server sends it through the shared response schema (see lib/api-response.ts).
  return data as Property;
}

/** One cache entry per property, shared by the admin's verification and the search overlay. */
export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.properties.detail(id),
    queryFn: ({ signal }) => getProperty(id, signal),
  });
}

export function useProperty(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...propertyQueryOptions(id), enabled });
}
