import { PropertySchema, type Property } from '@app/shared';
import { api } from '@/lib/api-client';

const LOAD_FAILED = 'Failed to load property details. Please try again.';

/** GET /landlords/{id}: one landlord property, for an overlay opened by a link. */
export async function getProperty(id: string, signal?: AbortSignal): Promise<Property> {
  const { data } = await api.get(`/landlords/${encodeURIComponent(id)}`, {
    schema: PropertySchema,
    signal,
    fallbackMessage: LOAD_FAILED,
  });
  return data;
}
