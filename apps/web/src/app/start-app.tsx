import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
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
): Root {
  const tree = <TakeOverOnCommit container={container}>{app}</TakeOverOnCommit>;
  const options = onRecoverableError ? { onRecoverableError } : {};
  let root: Root | undefined;
  startTransition(() => {
    if (container.hasAttribute('data-prerendered')) root = hydrateRoot(container, tree, options);
    else {
      root = createRoot(container, options);
      root.render(tree);
    }
  });
  if (!root) throw new Error('startTransition did not run its scope');
  return root;
}
