import type { Coordination } from '../../db/coordination';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyAttempts } from '../../lib/app-error';

const WINDOW_SECONDS = 15 * 60;

/** Failed logins allowed per window. Successful logins never count (they are given back). */
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
 * Login limits that stop guessing without locking out the owner. Every attempt is counted before
 * its password is checked, with one atomic increment per counter (an upsert on PostgreSQL, a
 * synchronous update in memory), so parallel guesses see each other's counts: at most the limit
 * reach the password check. An attempt that turns out not to be a wrong password (a success, an
 * unverified account, an error) is given back, so only failures stay counted. Too many from one
 * address (for one account, or across accounts) close that address for a while; many on one
 * account from many addresses slow every attempt on it (progressively) but never refuse a correct
 * password from an address that has not failed.
 */
export function createLoginLimits(options: {
  slowdownStepMs: number;
  /** Where attempts are counted: shared by every instance on the database (`coordination.counter`). */
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

  /** Gives back what this attempt counted, when it was not a wrong password (or never reached one). */
  const giveBack = async (counted: [RateLimiterAbstract, string][]) => {
    await Promise.allSettled(counted.map(([counter, key]) => counter.reward(key, 1)));
  };

  return {
    /**
     * Before checking the password: counts the attempt on the address and on (account, address),
     * refusing (429) the one over either limit, then on the account, and waits out its slowdown.
     * A wrong password needs nothing more: the attempt stays counted.
     */
    async before(request: Client, reply: Reply, email: string) {
      const k = keys(request, email);
      const closable = [
        [byPair, k.pair],
        [byAddress, k.address],
      ] as [RateLimiterAbstract, string][];
      const results = await Promise.allSettled(closable.map(([counter, key]) => counter.consume(key)));
      const counted = closable.filter((_, i) => results[i]!.status === 'fulfilled');
      const refused = results.find((res) => res.status === 'rejected');
      if (refused) {
        // Not checked, so not an attempt: what was counted goes back, and only the refusal stays.
        await giveBack(counted);
        const reason: unknown = refused.reason;
        if (!(reason instanceof RateLimiterRes)) throw reason;
        reply.header('retry-after', Math.ceil(reason.msBeforeNext / 1000));
        throw tooManyAttempts(reason.msBeforeNext);
      }
      const account = await byAccount.consume(k.account).catch(async (error: unknown) => {
        await giveBack(counted);
        throw error;
      });
      counted.push([byAccount, k.account]);
      // Failures before this attempt: its own count is in consumedPoints already.
      const delay = slowdownMs(account.consumedPoints - 1, options.slowdownStepMs);
      if (delay > 0) await wait(delay);
      return {
        /** The password was right: the attempt is given back, and this address's failures on the account cleared. */
        async succeeded() {
          await byPair.delete(k.pair);
          await giveBack(counted.filter(([counter]) => counter !== byPair));
        },
        /** Anything but a wrong password (an unverified account, an error): the attempt is given back. */
        async notFailed() {
          await giveBack(counted);
        },
      };
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
