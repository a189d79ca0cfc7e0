import { api } from '@/lib/api-client';

/** PUT /freelance/verify/{id} (admin): the sign-up is approved and leaves the pending list. */
export async function verifyFreelancer(id: string, fallbackMessage?: string) {
  await api.put(`/freelance/verify/${encodeURIComponent(id)}`, undefined, { fallbackMessage });
}
