import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has gone (mail for a forgot-password or resend request), so how long
 * the answer takes tells nothing about whether the account exists. Failures are logged; `idle()`
 * resolves when everything started so far has finished (shutdown, and tests reading the inbox).
 */
export function createBackgroundWork(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `background work failed: ${name}`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
