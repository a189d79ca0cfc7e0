import { useSyncExternalStore } from 'react';

/** From this width the filters are a side panel beside the results; below it, a sheet behind a button. */
export const WIDE_SCREEN = '(min-width: 1024px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null);

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the side panel (false where media queries are unknown). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
