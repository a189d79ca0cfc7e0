import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /shortlist/share (logged in): the link stops working; sharing again makes a new one. */
export async function stopSharing(): Promise<void> {
  await api.delete('/shortlist/share');
}

export function useStopSharing() {
  return useMutation({ mutationFn: stopSharing });
}
