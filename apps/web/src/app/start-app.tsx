import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { WIDE_SCREEN } from '../features/search/use-wide-screen';
import { TakeOverOnCommit } from './take-over-on-commit';

/**
 * The server draws a page as a phone shows it (it cannot know the width). A wide screen lays the
 * search out otherwise, and hydrating would move the drawn cards on screen when it switches (a
 * layout shift of 0.07-0.14 at 1280 px): there the page is drawn anew, as before hydration.
 */
function isLaidOutAsDrawn(): boolean {
  return typeof window.matchMedia !== 'function' || !window.matchMedia(WIDE_SCREEN).matches;
}

/**
 * Draws `app` into `container`, in a transition: the first render yields to the browser every few
 * milliseconds instead of blocking it for the whole tree (several hundred ms on a slow phone). A
 * page the server drew (data-prerendered) is hydrated on a phone-sized screen: its markup, photos
 * included, is kept and given its handlers; a difference between the two renders makes React draw
 * it anew (`onRecoverableError` hears of it), as it did before hydration.
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
    if (container.hasAttribute('data-prerendered') && isLaidOutAsDrawn())
      root = hydrateRoot(container, tree, options);
    else {
      root = createRoot(container, options);
      root.render(tree);
    }
  });
  if (!root) throw new Error('startTransition did not run its scope');
  return root;
}
