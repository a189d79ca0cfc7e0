import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { TakeOverOnCommit } from './take-over-on-commit';

/**
 * Draws `app` into `container`, in a transition: the first render yields to the browser every few
 * milliseconds instead of blocking it for the whole tree (several hundred ms on a slow phone). A
 * page the server drew (data-prerendered) is hydrated: its markup, photos included, is kept and
 * given its handlers; a difference between the two renders makes React draw it anew
 * (`onRecoverableError` hears of it), as it did before hydration.
 */
export function startApp(
  container: HTMLElement,
  app: ReactNode,
  { onRecoverableError }: Pick<RootOptions, 'onRecoverableError'> = {},
): void {
  const tree = <TakeOverOnCommit container={container}>{app}</TakeOverOnCommit>;
  const options = onRecoverableError ? { onRecoverableError } : {};
  startTransition(() => {
    if (container.hasAttribute('data-prerendered')) hydrateRoot(container, tree, options);
    else createRoot(container, options).render(tree);
  });
}
