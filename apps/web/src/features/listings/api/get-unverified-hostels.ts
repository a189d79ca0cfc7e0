import { HostelSchema, type Hostel } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { listingKeys } from './query-keys';

const HostelListSchema = z.array(HostelSchema);

/** GET /hostels/get-unhostel (admin): hostels waiting for verification. */
export async function getUnverifiedHostels(signal?: AbortSignal): Promise<Hostel[]> {
  const { data } = await api.get('/hostels/get-unhostel', { schema: HostelListSchema, signal });
  return data;
}

export function unverifiedHostelsQueryOptions() {
  return queryOptions({
    queryKey: listingKeys.unverifiedHostels(),
    queryFn: ({ signal }) => getUnverifiedHostels(signal),
  });
}

export function useUnverifiedHostels() {
  return useQuery(unverifiedHostelsQueryOptions());
}
