import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../app/routes';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders routes with the app's providers in a memory router. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<AppProviders router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user };
}

/** The real app: every route, lazy pages included. */
export function renderApp(path = '/') {
  return renderRoutes(appRoutes, path);
}
