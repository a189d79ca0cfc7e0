import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Coordination } from '../db/coordination';
import { tooManyAttempts } from './app-error';

export type RateWindow = { points: number; seconds: number };

/** What one attempt is counted against besides the client's address (an email, an account), if anything. */
export type SecondKey = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;

/**
 * A preHandler that counts each attempt against the client's address and, when given, a second
 * key, so neither many addresses against one key nor one address against many keys gets far.
 * (@fastify/rate-limit runs one limiter per request, so it can't express the pair.) The counts
 * are shared by every instance on the same database (`coordination.counter`).
 */
export function createRateLimiter(
  coordination: Pick<Coordination, 'counter'>,
  name: string,
  limit: { ip: RateWindow; second?: RateWindow },
  secondKey?: SecondKey,
) {
  const byIp = coordination.counter({
    keyPrefix: `${name}:ip`,
    points: limit.ip.points,
    duration: limit.ip.seconds,
  });
  const bySecond = limit.second
    ? coordination.counter({
        keyPrefix: `${name}:key`,
        points: limit.second.points,
        duration: limit.second.seconds,
      })
    : undefined;

  return async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
    try {
      await byIp.consume(request.ip);
      const key = bySecond && secondKey ? await secondKey(request) : undefined;
      if (bySecond && key !== undefined) await bySecond.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      reply.header('retry-after', Math.ceil(rejection.msBeforeNext / 1000));
      throw tooManyAttempts(rejection.msBeforeNext);
    }
  };
}
