import { api } from '@/lib/api-client';
import { useBuyerListChange, type BuyerChangeCallbacks } from './buyer-list-cache';

/** DELETE /buyers/delete-buyer/{id}: the application is removed (the server keeps who and when). */
export async function deleteBuyer(id: string, fallbackMessage?: string) {
  await api.delete(`/buyers/delete-buyer/${encodeURIComponent(id)}`, { fallbackMessage });
}

export function useDeleteBuyer(callbacks?: BuyerChangeCallbacks) {
  return useBuyerListChange((id) => deleteBuyer(id), callbacks);
}
