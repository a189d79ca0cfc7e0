import { api } from '@/lib/api-client';
import { useBuyerListChange, type BuyerChangeCallbacks } from './buyer-list-cache';

/** PUT /buyers/mark-buyer/{id}: pending → completed, which takes it off the pending list. */
export async function markBuyerComplete(id: string, fallbackMessage?: string) {
  await api.put(`/buyers/mark-buyer/${encodeURIComponent(id)}`, undefined, { fallbackMessage });
}

export function useMarkBuyerComplete(callbacks?: BuyerChangeCallbacks) {
  return useBuyerListChange((id) => markBuyerComplete(id), callbacks);
}
