import type { Coordination } from '../../db/coordination';
import { tooManyAttempts } from '../../lib/app-error';

const WINDOW_SECONDS = 15 * 60;

/** Failed logins allowed per window. Successful logins never count. */
export const LOGIN_FAILURE_LIMITS = {
  /** One address guessing one account's password. */
  perAccountAndAddress: 10,
  /** One address trying many accounts. */
  perAddress: 30,
  /** Failures on one account (from anywhere) before each further attempt on it is slowed. */
  slowdownAfter: 5,
} as const;

/** The wait before checking a password of an account with `failures` recent failures: doubling, capped at 20 steps. */
export function slowdownMs(failures: number, stepMs: number): number {
  const over = failures - LOGIN_FAILURE_LIMITS.slowdownAfter;
  if (over < 0 || stepMs <= 0) return 0;
  return Math.min(stepMs * 2 ** over, stepMs * 20);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Login limits that stop guessing without locking out the owner: only failures count; too many
 * from one address (for one account, or across accounts) close that address for a while; many on
 * one account from many addresses slow every attempt on it (progressively) but never refuse a
 * correct password from an address that has not failed.
 */
export function createLoginLimits(options: {
  slowdownStepMs: number;
  /** Where failures are counted: shared by every instance on the database (`coordination.counter`). */
  counter: Coordination['counter'];
  wait?: (ms: number) => Promise<void>;
}) {
  const wait = options.wait ?? sleep;
  const limiter = (name: string, points: number) =>
    options.counter({ keyPrefix: `login-fail:${name}`, points, duration: WINDOW_SECONDS });
  const byPair = limiter('pair', LOGIN_FAILURE_LIMITS.perAccountAndAddress);
  const byAddress = limiter('address', LOGIN_FAILURE_LIMITS.perAddress);
  // Only counted, never refusing: its count sets the slowdown.
  const byAccount = limiter('account', Number.MAX_SAFE_INTEGER);

  /** What of a request and its reply the limits use. */
  type Client = { ip: string };
  type Reply = { header(name: string, value: number): unknown };

  const keys = (request: Client, email: string) => ({
    pair: `${email}|${request.ip}`,
    address: request.ip,
    account: email,
  });

  return {
    /** Before checking the password: refuses a closed address (429), then waits out the slowdown. */
    async before(request: Client, reply: Reply, email: string) {
      const k = keys(request, email);
      const [pair, address, account] = await Promise.all([
        byPair.get(k.pair),
        byAddress.get(k.address),
        byAccount.get(k.account),
      ]);
      const closed = [
        [pair, LOGIN_FAILURE_LIMITS.perAccountAndAddress],
        [address, LOGIN_FAILURE_LIMITS.perAddress],
      ] as const;
      for (const [res, max] of closed) {
        if (res && res.consumedPoints >= max) {
          reply.header('retry-after', Math.ceil(res.msBeforeNext / 1000));
          throw tooManyAttempts(res.msBeforeNext);
        }
      }
      const delay = slowdownMs(account?.consumedPoints ?? 0, options.slowdownStepMs);
      if (delay > 0) await wait(delay);
    },

    async failed(request: Client, email: string) {
      const k = keys(request, email);
      // consume() rejects once over the limit; the count is what matters here, not the rejection.
      await Promise.allSettled([
        byPair.consume(k.pair),
        byAddress.consume(k.address),
        byAccount.consume(k.account),
      ]);
    },

    async succeeded(request: Client, email: string) {
      await byPair.delete(keys(request, email).pair);
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
