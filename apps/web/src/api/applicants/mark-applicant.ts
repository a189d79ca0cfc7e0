import { api } from '@/lib/api-client';

/**
 * PUT /buyers/mark-buyer/{id} (the listing's owner, or an admin): the application goes from
 * pending to completed. Each screen keeps its own list up to date (its hook) and says its own
 * failure text.
 */
export async function markApplicantComplete(id: string): Promise<void> {
  await api.put(`/buyers/mark-buyer/${encodeURIComponent(id)}`);
}
