/**
 * Requests at a steady offered rate: one every 1000/rate ms for `seconds`, each sent when it is due
 * whatever the earlier ones are doing (an open loop, as independent users arrive), its latency
 * counted from when it was due, so a stalled client or server cannot hide a wait.
 *
 * autocannon's `overallRate` is not this: each connection sends its share of a second's budget back
 * to back as the second starts and then idles, so "100 req/s" arrives as a burst of 100 requests
 * at the top of every second and the tail measures the burst's queue.
 */
export async function steadyLoad(
  baseUrl: string,
  nextPath: () => string,
  options: { rate: number; seconds: number; init?: RequestInit },
) {
  const count = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const start = performance.now();
  /** Each request's latency, in the order they were sent. */
  const latencies: number[] = new Array<number>(count);
  let errors = 0;
  /** How many of the errors had each status (0: no answer). */
  const errorStatuses: Record<number, number> = {};
  const requests: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const path = nextPath();
    requests.push(
      fetch(baseUrl + path, options.init)
        .then(async (res) => {
          await res.arrayBuffer();
          if (!res.ok) {
            errors += 1;
            errorStatuses[res.status] = (errorStatuses[res.status] ?? 0) + 1;
          }
        })
        .catch(() => {
          errors += 1;
          errorStatuses[0] = (errorStatuses[0] ?? 0) + 1;
        })
        .finally(() => (latencies[i] = performance.now() - due)),
    );
  }
  await Promise.all(requests);
  const elapsed = (performance.now() - start) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(count - 1, Math.floor(p * count))]! * 10) / 10;
  return {
    reqPerSec: Math.round(count / elapsed),
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    errors,
    errorStatuses,
    latencies,
  };
}
