import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let appClient: QueryClient | undefined;

/** The app's one query client (the mobile-data retry policy), shared by every screen. */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
