import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { appQueryClient } from './app-query-client';
import { GivenQueryClient } from './query-client-context';

/** Gives `children` the query client: the one the app was handed, else the app's own. */
export function QueryScope({ children }: { children: ReactNode }) {
  const client = useContext(GivenQueryClient) ?? appQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
