import { HostelSchema, type Hostel } from '@app/shared';
import { api } from '@/lib/api-client';

/** GET /hostels/get/{id}: a verified hostel (404 for a property, or one not verified yet). */
export async function getHostel(id: string, signal?: AbortSignal): Promise<Hostel> {
  const { data } = await api.get(`/hostels/get/${encodeURIComponent(id)}`, { schema: HostelSchema, signal });
  return data;
}
