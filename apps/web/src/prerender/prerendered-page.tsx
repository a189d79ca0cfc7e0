import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { StaticRouterProvider, type createStaticRouter, type StaticHandlerContext } from 'react-router';
import { i18n } from '../i18n';
import { GivenQueryClient } from '../lib/query-client-context';

interface PrerenderedPageProps {
  router: ReturnType<typeof createStaticRouter>;
  context: StaticHandlerContext;
  queryClient: QueryClient;
}

/** The app as the server draws a page: its routes at one URL, no browser router, no hydration. */
export function PrerenderedPage({ router, context, queryClient }: PrerenderedPageProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <GivenQueryClient value={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </GivenQueryClient>
    </I18nextProvider>
  );
}
