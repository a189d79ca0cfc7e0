const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `iso` to `now` (0 on the same day or for a time ahead); null for a bad date. */
export function daysSince(iso: string, now: number = Date.now()): number | null {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  return Math.max(0, Math.floor((now - then) / DAY_MS));
}
