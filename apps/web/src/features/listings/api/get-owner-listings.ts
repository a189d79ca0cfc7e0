import { OWNER_LISTINGS_PAGE_SIZE, OwnerListingsResponseSchema, type OwnerListing } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { listPageOf, type ListPage } from '@/lib/list-page';

export type { OwnerListing };

export interface OwnerListingsQuery {
  kind: 'hostel' | 'property' | undefined;
  q: string;
  /** Only the listings with new applicants or due for confirming. */
  needsAttention: boolean;
  page: number;
}

export type OwnerAttention = z.infer<typeof AttentionSchema>;

export interface OwnerListingsPage extends ListPage<OwnerListing> {
  /** How many the owner has of each kind, whatever the filter. */
  counts: { hostel: number; property: number };
  /** What needs the owner now, over all their listings. */
  attention: OwnerAttention;
}

const MetaSchema = OwnerListingsResponseSchema.shape.meta;
const CountsSchema = z.object({ counts: MetaSchema.shape.counts });
const AttentionSchema = MetaSchema.shape.attention;
const CALM: OwnerAttention = { newApplicants: 0, listingsWithNew: 0, toConfirm: 0 };

/**
 * GET /user/listings?kind=&q=&needs=&page=&limit=12: one page of the owner's own hostels and
 * properties, with what needs them now.
 */
export async function getOwnerListings(
  { kind, q, needsAttention, page }: OwnerListingsQuery,
  signal?: AbortSignal,
): Promise<OwnerListingsPage> {
  const result = await api.get('/user/listings', {
    query: {
      kind,
      q: q || undefined,
      needs: needsAttention ? 'attention' : undefined,
      page,
      limit: OWNER_LISTINGS_PAGE_SIZE,
    },
    schema: OwnerListingsResponseSchema.shape.data,
    signal,
  });
  const counts = CountsSchema.safeParse(result.rawMeta);
  const attention = z.object({ attention: AttentionSchema }).safeParse(result.rawMeta);
  return {
    ...listPageOf(result),
    counts: counts.success ? counts.data.counts : { hostel: 0, property: 0 },
    attention: attention.success ? attention.data.attention : CALM,
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
