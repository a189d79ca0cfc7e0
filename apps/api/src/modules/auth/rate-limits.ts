import type { Coordination } from '../../db/coordination';
import { createRateLimiter, type RateWindow } from '../../lib/rate-limiter';

type Limit = { ip: RateWindow; email?: RateWindow };

/** Attempts allowed per client address and per email address, per window (login: see login-limits.ts). */
export const AUTH_LIMITS = {
  register: { ip: { points: 10, seconds: 60 * 60 } },
  resendVerification: { ip: { points: 10, seconds: 60 * 60 }, email: { points: 3, seconds: 60 * 60 } },
  forgotPassword: { ip: { points: 10, seconds: 60 * 60 }, email: { points: 5, seconds: 60 * 60 } },
  verifyOtp: { ip: { points: 20, seconds: 15 * 60 }, email: { points: 10, seconds: 15 * 60 } },
  refresh: { ip: { points: 60, seconds: 60 } },
} satisfies Record<string, Limit>;

export type AuthLimitName = keyof typeof AUTH_LIMITS;

/**
 * Counts each attempt against the client's address and the email it names. Routes sharing a limit
 * keep counts of their own unless they share `counted` (the limit's name by default).
 */
export function createAuthRateLimiter(
  coordination: Pick<Coordination, 'counter'>,
  name: AuthLimitName,
  counted: string = name,
) {
  const limit: Limit = AUTH_LIMITS[name];
  return createRateLimiter(coordination, counted, { ip: limit.ip, second: limit.email }, (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email : undefined;
  });
}
