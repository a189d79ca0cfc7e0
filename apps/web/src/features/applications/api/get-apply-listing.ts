import type { Hostel, Property } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHostel } from '@/api/hostels/get-hostel';
import { getProperty } from '@/api/properties/get-property';
import { queryKeys } from '@/api/query-keys';
import { ApiError } from '@/lib/api-client';

/** The listing applied to; its `kind` (from the server's answer) decides where the form posts. */
export type ApplyListing = Hostel | Property;
export type ListingKind = ApplyListing['kind'];

/**
 * The `?kind=` the search page adds to /apply links: a hint of which endpoint to try first, so a
 * property costs one request instead of two. The answer still decides.
 */
export function kindFromHint(hint: string | null): ListingKind | null {
  if (hint === 'hostel') return 'hostel';
  if (hint === 'bhada' || hint === 'property') return 'property';
  return null;
}

const fetchers = { hostel: getHostel, property: getProperty } as const;

/** 404, or 400 for an id that is not one: this endpoint has no such listing. */
const isNoSuchListing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * GET /hostels/get/{id}; on 404 GET /landlords/{id} (or the other way round with a property hint).
 * `null` when neither has it; any other failure is thrown for the screen's Retry.
 */
export async function findApplyListing(
  id: string,
  hint: ListingKind | null,
  signal?: AbortSignal,
): Promise<ApplyListing | null> {
  const order: ListingKind[] = hint === 'property' ? ['property', 'hostel'] : ['hostel', 'property'];
  for (const kind of order) {
    try {
      return await fetchers[kind](id, signal);
    } catch (error) {
      if (!isNoSuchListing(error)) throw error;
    }
  }
  return null;
}

export function applyListingQueryOptions(id: string, hint: ListingKind | null) {
  return queryOptions({
    // The hint only orders the requests; the answer is the same, so it is not part of the key.
    queryKey: queryKeys.applications.listing(id),
    queryFn: ({ signal }) => findApplyListing(id, hint, signal),
  });
}

export function useApplyListing(id: string, hint: ListingKind | null) {
  return useQuery(applyListingQueryOptions(id, hint));
}
