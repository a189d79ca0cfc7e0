import { ShortlistShareResponseSchema, type ShortlistShare } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /shortlist/share (logged in): the account's read-only link, made once and the same after. */
export async function shareShortlist(): Promise<ShortlistShare> {
  const { data } = await api.post('/shortlist/share', undefined, {
    schema: ShortlistShareResponseSchema.shape.data,
  });
  return data;
}

export function useShareShortlist() {
  return useMutation({ mutationFn: shareShortlist });
}
