import { HostelSearchResponseSchema, type Hostel, type SearchMeta, type SearchQuery } from '@app/shared';
import { readSearchPage } from './read-search-page';

/** GET /hostels/by-address: one page of verified hostels matching the query. */
export async function searchHostels(
  query: SearchQuery,
  signal?: AbortSignal,
): Promise<{ listings: Hostel[]; meta: SearchMeta }> {
  const { data, meta } = await readSearchPage(
    '/hostels/by-address',
    query,
    HostelSearchResponseSchema,
    signal,
  );
  return { listings: data, meta };
}
