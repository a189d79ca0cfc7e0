import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24.8 days); a later deadline is reached in steps. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The current time, read again the moment `deadline` passes: a card's Overdue badge and status
 * change while the page is open, without a ticking interval.
 */
export function useNowPast(deadline: string): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const wait = new Date(deadline).getTime() - now.getTime();
    if (!(wait > 0)) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [deadline, now]);
  return now;
}
