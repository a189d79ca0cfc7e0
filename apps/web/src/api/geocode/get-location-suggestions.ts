import { LOCATION_LIMIT_DEFAULT, LOCATION_MIN_CHARS, type LocationSuggestion } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export type { LocationSuggestion };
export type LocationScope = 'nepal' | 'kathmandu';

/** GET /api/geocode/autocomplete: places in Nepal from the server's gazetteer. */
export async function getLocationSuggestions(
  params: { q: string; scope: LocationScope; limit: number },
  signal?: AbortSignal,
): Promise<LocationSuggestion[]> {
  const { data } = await api.get('/geocode/autocomplete', {
    query: params,
    signal,
  });
  // Not parsed again: the server sends it through the shared response schema (see lib/api-response.ts).
  return data as LocationSuggestion[];
}

export function locationSuggestionsQueryOptions(q: string, scope: LocationScope, limit: number) {
  return queryOptions({
    queryKey: queryKeys.placeSuggestions(scope, limit, q),
    queryFn: ({ signal }) => getLocationSuggestions({ q, scope, limit }, signal),
    // Place names do not change while the app is open: the same text never costs a second call.
    staleTime: Infinity,
    retry: false,
  });
}

/** Suggestions for `q` (already debounced); idle under LOCATION_MIN_CHARS characters. */
export function useLocationSuggestions(
  q: string,
  {
    scope = 'nepal',
    limit = LOCATION_LIMIT_DEFAULT,
    enabled = true,
  }: { scope?: LocationScope; limit?: number; enabled?: boolean } = {},
) {
  const text = q.trim();
  return useQuery({
    ...locationSuggestionsQueryOptions(text, scope, limit),
    enabled: enabled && text.length >= LOCATION_MIN_CHARS,
    // While the next letters are looked up, the list keeps the previous places instead of flashing.
    placeholderData: keepPreviousData,
  });
}
