import { PropertySchema, type Property } from '@app/shared';
import { api } from '@/lib/api-client';

/** GET /landlords/{id}: a verified landlord property (404 for a hostel, or one not verified yet). */
export async function getProperty(id: string, signal?: AbortSignal): Promise<Property> {
  const { data } = await api.get(`/landlords/${encodeURIComponent(id)}`, { schema: PropertySchema, signal });
  return data;
}
