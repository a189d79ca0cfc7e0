import type { AppRouter } from './router';

/** The page is the app's from now: the server's drawing of it was inert (apps/api prerendered-root.ts). */
export function takeOver(container: HTMLElement): void {
  container.removeAttribute('inert');
  container.removeAttribute('data-prerendered');
}

/**
 * Resolves once `router` has the first page's code (its lazy routes and loaders), at once when
 * `container` holds no page the server drew: drawing over the server's page before then would
 * replace its cards with the route's loading state for a moment.
 */
export function firstRouteReady(container: HTMLElement, router: AppRouter): Promise<void> {
  if (!container.hasAttribute('data-prerendered') || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
