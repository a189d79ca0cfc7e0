import { HostelSchema, type Hostel } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingKeys } from './query-keys';

export type { Hostel };

/** GET /hostels/get/{id}: one hostel (its owner and admins also see it before verification). */
export async function getHostel(id: string, signal?: AbortSignal): Promise<Hostel> {
  const { data } = await api.get(`/hostels/get/${encodeURIComponent(id)}`, { schema: HostelSchema, signal });
  return data;
}

export function hostelQueryOptions(id: string) {
  return queryOptions({
    queryKey: listingKeys.hostel(id),
    queryFn: ({ signal }) => getHostel(id, signal),
  });
}

export function useHostel(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...hostelQueryOptions(id), enabled });
}
