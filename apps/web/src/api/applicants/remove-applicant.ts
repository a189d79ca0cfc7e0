import { api } from '@/lib/api-client';

/**
 * DELETE /buyers/delete-buyer/{id} (the listing's owner, or an admin): the application leaves the
 * lists (the server keeps who removed it and when). Each screen keeps its own list up to date (its
 * hook) and says its own failure text.
 */
export async function removeApplicant(id: string): Promise<void> {
  await api.delete(`/buyers/delete-buyer/${encodeURIComponent(id)}`);
}
