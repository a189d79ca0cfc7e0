import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error';

type Window = { points: number; seconds: number };
type Limit = { ip: Window; email?: Window };

/** Attempts allowed per client address and per email address, per window. */
export const AUTH_LIMITS = {
  login: { ip: { points: 30, seconds: 15 * 60 }, email: { points: 10, seconds: 15 * 60 } },
  register: { ip: { points: 10, seconds: 60 * 60 } },
  resendVerification: { ip: { points: 10, seconds: 60 * 60 }, email: { points: 3, seconds: 60 * 60 } },
  forgotPassword: { ip: { points: 10, seconds: 60 * 60 }, email: { points: 5, seconds: 60 * 60 } },
  verifyOtp: { ip: { points: 20, seconds: 15 * 60 }, email: { points: 10, seconds: 15 * 60 } },
  refresh: { ip: { points: 60, seconds: 60 } },
} satisfies Record<string, Limit>;

export type AuthLimitName = keyof typeof AUTH_LIMITS;

const waitText = (ms: number) => {
  const minutes = Math.ceil(ms / 60_000);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
};

/**
 * Counts each attempt against both the client's address and the email it names, so neither many
 * addresses against one account nor one address against many accounts gets far.
 * (@fastify/rate-limit runs one limiter per request, so it can't express the pair.)
 */
export function createAuthRateLimiter(name: AuthLimitName) {
  const limit: Limit = AUTH_LIMITS[name];
  const byIp = new RateLimiterMemory({
    keyPrefix: `${name}:ip`,
    points: limit.ip.points,
    duration: limit.ip.seconds,
  });
  const byEmail = limit.email
    ? new RateLimiterMemory({
        keyPrefix: `${name}:email`,
        points: limit.email.points,
        duration: limit.email.seconds,
      })
    : undefined;

  return async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    try {
      await byIp.consume(request.ip);
      if (byEmail && typeof email === 'string') await byEmail.consume(email);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      reply.header('retry-after', Math.ceil(rejection.msBeforeNext / 1000));
      throw new AppError(
        429,
        `Too many attempts. Please wait ${waitText(rejection.msBeforeNext)} and try again.`,
        'RATE_LIMITED',
      );
    }
  };
}
