import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const MAX_RETRIES = 2;
const MAX_RETRY_DELAY_MS = 8_000;

/**
 * Mobile data drops out: retry what may succeed a moment later (no connection, timeout, 5xx,
 * rate limit) but never a 4xx, which will fail the same way again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !(error instanceof ApiError)) return false;
  return error.isNetworkError || error.isTimeout || error.status >= 500 || error.status === 429;
}

export function retryDelay(attempt: number): number {
  return Math.min(1_000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 30_000,
        // Refetching on every app switch costs data; reconnecting still refetches.
        refetchOnWindowFocus: false,
      },
      // Writes are not idempotent: the user decides whether to try again.
      mutations: { retry: false },
    },
  });
}
