import { ShortlistIdsResponseSchema } from '@app/shared';
import { api } from '@/lib/api-client';

/** PUT /shortlist/{listingId} (logged in): saved, once however often; 409 when the shortlist is full. Answers the saved ids. */
export async function saveListing(listingId: string): Promise<string[]> {
  const { data } = await api.put(`/shortlist/${encodeURIComponent(listingId)}`, undefined, {
    schema: ShortlistIdsResponseSchema.shape.data,
  });
  return data.ids;
}
