import { type Property, type SearchMeta, type SearchRequestQuery, searchRequestUrl } from '@app/shared';
import { readSearchPage } from './read-search-page';

/** GET /landlords/verified/by-address: one page of verified landlord properties matching the query. */
export async function searchProperties(
  query: SearchRequestQuery,
  signal?: AbortSignal,
): Promise<{ listings: Property[]; meta: SearchMeta }> {
  const { data, meta } = await readSearchPage<Property>(searchRequestUrl('bhada', query), signal);
  return { listings: data, meta };
}
