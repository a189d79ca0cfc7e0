import { OWNER_LISTINGS_PAGE_SIZE, OwnerListingsResponseSchema, type OwnerListing } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { listPageOf, type ListPage } from '@/lib/list-page';

export type { OwnerListing };

export interface OwnerListingsQuery {
  kind: 'hostel' | 'property' | undefined;
  q: string;
  page: number;
}

export interface OwnerListingsPage extends ListPage<OwnerListing> {
  /** How many the owner has of each kind, whatever the filter. */
  counts: { hostel: number; property: number };
}

const MetaSchema = OwnerListingsResponseSchema.shape.meta;

/** GET /user/listings?kind=&q=&page=&limit=12: one page of the owner's own hostels and properties. */
export async function getOwnerListings(
  { kind, q, page }: OwnerListingsQuery,
  signal?: AbortSignal,
): Promise<OwnerListingsPage> {
  const result = await api.get('/user/listings', {
    query: { kind, q: q || undefined, page, limit: OWNER_LISTINGS_PAGE_SIZE },
    schema: OwnerListingsResponseSchema.shape.data,
    signal,
  });
  const meta = MetaSchema.safeParse(result.rawMeta);
  return {
    ...listPageOf(result),
    counts: meta.success ? meta.data.counts : { hostel: 0, property: 0 },
  };
}

export function ownerListingsQueryOptions(query: OwnerListingsQuery) {
  return queryOptions({
    queryKey: queryKeys.listings.minePage({ ...query }),
    queryFn: ({ signal }) => getOwnerListings(query, signal),
  });
}

/** One page; the previous one stays on screen (dimmed) while the next loads. */
export function useOwnerListings(query: OwnerListingsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ownerListingsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
