import type { VisitPhoto } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/**
 * GET /api/listings/{id}/visit-photos (the admin only): the current verification's photos with
 * when and how far from the pin each was taken. Asked only when `enabled` (the viewer is the
 * admin): a tenant's screen never requests it.
 */
export async function getVisitPhotos(id: string, signal?: AbortSignal): Promise<VisitPhoto[]> {
  const { data } = await api.get(`/listings/${encodeURIComponent(id)}/visit-photos`, { signal });
  // Not parsed again: the server sends it through the shared response schema (see lib/api-response.ts).
  return data as VisitPhoto[];
}

export function useVisitPhotos(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.listings.all, id, 'visit-photos'] as const,
    queryFn: ({ signal }) => getVisitPhotos(id, signal),
    enabled,
  });
}
