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

/** Counts each attempt against the client's address and the email it names. */
export function createAuthRateLimiter(name: AuthLimitName) {
  const limit: Limit = AUTH_LIMITS[name];
  return createRateLimiter(name, { ip: limit.ip, second: limit.email }, (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email : undefined;
  });
}
