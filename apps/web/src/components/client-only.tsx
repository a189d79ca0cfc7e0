import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * Its children in the browser only: not in a page the server draws, nor in the render that
 * hydrates it (which must draw what the server drew), but in the one right after. For parts that
 * load their code lazily: the server's renderToString cannot wait for it, and hydrating a part the
 * server left out is a difference React reports.
 */
export function ClientOnly({ children }: { children?: ReactNode }) {
  const isClient = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return isClient ? children : null;
}
