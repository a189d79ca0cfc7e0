import { api } from '@/lib/api-client';

/** DELETE /freelance/delete/{id} (admin): the sign-up is rejected and leaves the pending list. */
export async function deleteFreelancer(id: string, fallbackMessage?: string) {
  await api.delete(`/freelance/delete/${encodeURIComponent(id)}`, { fallbackMessage });
}
