import type { ShortlistIds } from '@app/shared';
import { api } from '@/lib/api-client';

/** PUT /shortlist/{listingId} (logged in): saved, once however often; 409 when the shortlist is full. Answers the saved ids. */
export async function saveListing(listingId: string): Promise<string[]> {
  const { data } = await api.put(`/shortlist/${encodeURIComponent(listingId)}`);
  // Not parsed again: the server sends it through the shared response schema (see lib/api-response.ts).
  return (data as ShortlistIds).ids;
}
