import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { AUTH_REQUEST } from './auth-request';

export async function verifyEmail(code: string, signal?: AbortSignal): Promise<true> {
  await api.get(`/user/verify-email/${encodeURIComponent(code)}`, { ...AUTH_REQUEST, signal });
  return true;
}

export function verifyEmailQueryOptions(code: string) {
  return queryOptions({
    queryKey: queryKeys.verifyEmail(code),
    queryFn: ({ signal }) => verifyEmail(code, signal),
    // A code works once: never call it again for the same code (a refetch would report the
    // used code as invalid), and never retry.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/**
 * GET /user/verify-email/{code}. A query, not a mutation run from an effect: the query is shared
 * by key, so a second mount (StrictMode, a remount) does not spend the single-use code twice.
 */
export function useVerifyEmail(code: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(code ?? ''), enabled: code !== null });
}
