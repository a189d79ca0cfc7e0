import { type Hostel, type SearchMeta, type SearchRequestQuery, searchRequestUrl } from '@app/shared';
import { readSearchPage } from './read-search-page';

/** GET /hostels/by-address: one page of verified hostels matching the query. */
export async function searchHostels(
  query: SearchRequestQuery,
  signal?: AbortSignal,
): Promise<{ listings: Hostel[]; meta: SearchMeta }> {
  const { data, meta } = await readSearchPage<Hostel>(searchRequestUrl('hostel', query), signal);
  return { listings: data, meta };
}
