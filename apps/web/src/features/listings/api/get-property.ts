import { PropertySchema, type Property } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingKeys } from './query-keys';

export type { Property };

/** GET /landlords/{id}: one landlord property. */
export async function getProperty(id: string, signal?: AbortSignal): Promise<Property> {
  const { data } = await api.get(`/landlords/${encodeURIComponent(id)}`, { schema: PropertySchema, signal });
  return data;
}

export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: listingKeys.property(id),
    queryFn: ({ signal }) => getProperty(id, signal),
  });
}

export function useProperty(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...propertyQueryOptions(id), enabled });
}
