import type { UserDetails } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { parseData } from '@/lib/api-response';
import { useSession } from '@/lib/session';

export type { UserDetails };

export async function getUserDetails(signal?: AbortSignal): Promise<UserDetails> {
  // The nav is in the entry bundle; fetching the schema (and zod) alongside the request keeps zod
  // out of it, and visitors, who never call this, never download zod on the home page.
  const [{ UserDetailsSchema }, response] = await Promise.all([
    import('./user-details-schema'),
    api.get('/user/user-details', { signal }),
  ]);
  return parseData(UserDetailsSchema, response.data, 200);
}

export function userDetailsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.details(),
    queryFn: ({ signal }) => getUserDetails(signal),
    staleTime: 60_000,
  });
}

/** The signed-in user's role, hostels and tasks; idle for visitors. */
export function useUserDetails() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...userDetailsQueryOptions(), enabled: isLoggedIn });
}
