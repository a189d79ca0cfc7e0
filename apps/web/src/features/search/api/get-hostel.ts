import { HostelSchema, type Hostel } from '@app/shared';
import { api } from '@/lib/api-client';

const LOAD_FAILED = 'Failed to load property details. Please try again.';

/** GET /hostels/get/{id}: one hostel, for an overlay opened by a link. */
export async function getHostel(id: string, signal?: AbortSignal): Promise<Hostel> {
  const { data } = await api.get(`/hostels/get/${encodeURIComponent(id)}`, {
    schema: HostelSchema,
    signal,
    fallbackMessage: LOAD_FAILED,
  });
  return data;
}
