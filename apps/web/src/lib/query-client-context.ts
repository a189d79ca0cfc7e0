import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query client the app was handed (tests pass their own). Null: the app's own, which is made
 * with the first screen that asks the server through react-query (lib/query-scope), so a page
 * that never does, like the home page for a visitor, does not download react-query.
 */
export const GivenQueryClient = createContext<QueryClient | null>(null);

/** Forgets every cached answer (on logout), loading react-query only if a screen has not already. */
export async function clearQueryCache(given: QueryClient | null): Promise<void> {
  if (given) {
    given.clear();
    return;
  }
  const { appQueryClient } = await import('./app-query-client');
  appQueryClient().clear();
}
