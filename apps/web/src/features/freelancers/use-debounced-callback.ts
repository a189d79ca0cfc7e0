import { useCallback, useEffect, useRef } from 'react';

/**
 * `run(...)` calls `callback` once `delayMs` pass without another call (the latest arguments win);
 * `cancel` drops the wait, for a caller that acts at once. Nothing runs after unmount.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    (...args: Args) => {
      cancel();
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [cancel, delayMs],
  );

  return { run, cancel };
}
