import { ShortlistIdsResponseSchema } from '@app/shared';
import { api } from '@/lib/api-client';

/** DELETE /shortlist/{listingId} (logged in): removed, once however often. Answers the saved ids. */
export async function removeListing(listingId: string): Promise<string[]> {
  const { data } = await api.delete(`/shortlist/${encodeURIComponent(listingId)}`, {
    schema: ShortlistIdsResponseSchema.shape.data,
  });
  return data.ids;
}
