import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Coordination } from '../db/coordination';

type RouteRateLimit = { routeInfo: { method: string | string[]; url: string } };

/**
 * A store for @fastify/rate-limit over the app's counters (`coordination.counter`), so routes that
 * opt in with `config.rateLimit` count across every instance on the database. Like its own store,
 * each route counts on its own, and a window starts with its first request.
 */
export function rateLimitStoreOf(coordination: Pick<Coordination, 'counter'>): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    private readonly counters = new Map<string, RateLimiterAbstract>();

    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      // penalty() counts without refusing: deciding is the plugin's, from `current`.
      this.counterFor(timeWindow, max)
        .penalty(key, 1)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (error: Error) => callback(error),
        );
    }

    child(options: unknown) {
      const { method, url } = (options as RouteRateLimit).routeInfo;
      return new CounterStore(undefined, `route:${[method].flat().join(',')}:${url}`);
    }

    private counterFor(timeWindow: number, max: number) {
      const name = `${timeWindow}:${max}`;
      let counter = this.counters.get(name);
      if (!counter) {
        counter = coordination.counter({ keyPrefix: this.route, points: max, duration: timeWindow / 1000 });
        this.counters.set(name, counter);
      }
      return counter;
    }
  }
  return CounterStore;
}
