import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../app/routes';
import { advanceFakeClock } from './clock';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** user-event's user, for the real clock and for `stubClock()` alike. */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({ advanceTimers: advanceFakeClock, ...options });
}

/** A history entry: a path, or a path with navigation state (the recovery screens need it). */
export type Entry = string | { pathname: string; state?: unknown };

/** Renders routes with the app's providers in a memory router at the last of `entries` (the ones before are history). */
export function renderRoutes(routes: RouteObject[], ...entries: Entry[]) {
  const initialEntries = entries.length > 0 ? entries : ['/'];
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 });
  const user = setupUser();
  const view = render(<AppProviders router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user };
}

/** The real app, every route, lazy pages included, at the last of `entries`. */
export function renderApp(...entries: Entry[]) {
  return renderRoutes(appRoutes, ...entries);
}

/** The current URL's query, as the user would read it. */
export function currentParams(router: ReturnType<typeof renderRoutes>['router']): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}
