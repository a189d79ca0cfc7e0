/**
 * A check whose answer is reused for `ttlMs`: a load balancer polling every second then causes
 * one real check every few seconds, not one per poll. Callers arriving while a check runs share it.
 */
export function cachedCheck(check: () => Promise<boolean>, ttlMs: number): () => Promise<boolean> {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ttlMs) last = { at: now, answer: check() };
    return last.answer;
  };
}
