import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { routePatterns } from '@/config/paths';
import { createTestQueryClient } from '@/test/render';

type Entry = string | { pathname: string; state?: unknown };

/** The real app at `entry`, which may carry navigation state (the recovery screens need it). */
export function renderAuthScreen(entry: Entry) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const user = userEvent.setup();
  const view = render(<AppProviders router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user };
}

export { jsonBodyOf } from '@/test/api-stub';

const authPaths = new Set<string>([
  routePatterns.login,
  routePatterns.register,
  routePatterns.verifyEmail,
  routePatterns.resendVerification,
  routePatterns.forgotPassword,
  routePatterns.verificationOtp,
  routePatterns.resetPassword,
]);

/**
 * Loads the auth screens' lazy chunks (and home, where some screens redirect) before the tests:
 * on a busy machine the first transform of a chunk can take longer than findBy's 1 s.
 */
export async function preloadAuthScreens(): Promise<void> {
  const pages: RouteObject[] = routes[0]?.children?.[0]?.children ?? [];
  const wanted = pages.filter((page) => page.index === true || authPaths.has(page.path ?? ''));
  await Promise.all(wanted.flatMap((page) => (typeof page.lazy === 'function' ? [page.lazy()] : [])));
}

/**
 * The page heading of a screen. A screen change loads a lazy route and renders the whole app,
 * which on a loaded 2-core machine can take longer than findBy's default 1 s.
 */
export function findScreen(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });
}
