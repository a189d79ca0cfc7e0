import type { ShortlistIds } from '@app/shared';
import { api } from '@/lib/api-client';

/** DELETE /shortlist/{listingId} (logged in): removed, once however often. Answers the saved ids. */
export async function removeListing(listingId: string): Promise<string[]> {
  const { data } = await api.delete(`/shortlist/${encodeURIComponent(listingId)}`);
  // Not parsed again: the server sends it through the shared response schema (see lib/api-response.ts).
  return (data as ShortlistIds).ids;
}
