import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../i18n';
import { createQueryClient } from '../lib/query-client';
import type { AppRouter } from './router';

interface AppProvidersProps {
  router: AppRouter;
  /** Tests pass their own (no retries); the app builds one with the mobile-data retry policy. */
  queryClient?: QueryClient;
}

export function AppProviders({ router, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
