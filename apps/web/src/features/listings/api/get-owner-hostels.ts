import { OwnerHostelSchema, type OwnerHostel } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export type { OwnerHostel };

const OwnerHostelListSchema = z.array(OwnerHostelSchema);

/** GET /user/get-hostel: the signed-in owner's hostels, each with its applicants (`buyer`). */
export async function getOwnerHostels(signal?: AbortSignal): Promise<OwnerHostel[]> {
  const { data } = await api.get('/user/get-hostel', { schema: OwnerHostelListSchema, signal });
  return data;
}

export function ownerHostelsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.listings.ownerHostels(),
    queryFn: ({ signal }) => getOwnerHostels(signal),
  });
}

export function useOwnerHostels({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ownerHostelsQueryOptions(), enabled });
}
