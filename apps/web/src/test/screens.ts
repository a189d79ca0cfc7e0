import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { routes } from '../app/routes';
import { routePatterns } from '../config/paths';

/**
 * The page heading of a screen. A screen change loads a lazy route and renders the whole app,
 * which on a loaded 2-core machine can take longer than findBy's default.
 */
export function findScreen(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });
}

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
 * on a busy machine the first transform of a chunk can take longer than findBy waits.
 */
export async function preloadAuthScreens(): Promise<void> {
  const pages: RouteObject[] = routes[0]?.children?.[0]?.children ?? [];
  const wanted = pages.filter((page) => page.index === true || authPaths.has(page.path ?? ''));
  await Promise.all(wanted.flatMap((page) => (typeof page.lazy === 'function' ? [page.lazy()] : [])));
}
