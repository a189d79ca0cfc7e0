import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../i18n';
import { GivenQueryClient } from '../lib/query-client-context';
import type { AppRouter } from './router';

interface AppProvidersProps {
  router: AppRouter;
  /**
   * Tests pass their own (no retries), which every screen then uses. Without it, the screens that
   * use react-query make the app's own when they load (lib/query-scope).
   */
  queryClient?: QueryClient;
}

export function AppProviders({ router, queryClient }: AppProvidersProps) {
  const routed = <RouterProvider router={router} />;
  return (
    <I18nextProvider i18n={i18n}>
      <GivenQueryClient value={queryClient ?? null}>
        {queryClient ? <QueryClientProvider client={queryClient}>{routed}</QueryClientProvider> : routed}
      </GivenQueryClient>
    </I18nextProvider>
  );
}
