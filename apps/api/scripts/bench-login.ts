import type { LoginFigures } from './bench-report';
import { steadyLoad } from './bench-steady';

/**
 * Logins at a steady rate (one every 1000/rate ms, each timed from when it was due), all of one
 * account with its right password from one address: a success is never counted by the login
 * limits, so every one reaches the password hash, which is what this measures (issue 27, point 10).
 */
export async function measureLogins(
  baseUrl: string,
  account: { email: string; password: string },
  options: { rate: number; seconds: number },
): Promise<LoginFigures> {
  const steady = await steadyLoad(baseUrl, () => '/api/user/login', {
    ...options,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    },
  });
  return {
    rate: options.rate,
    seconds: options.seconds,
    reqPerSec: steady.reqPerSec,
    p50Ms: steady.p50Ms,
    p95Ms: steady.p95Ms,
    p99Ms: steady.p99Ms,
    errors: steady.errors,
    errorStatuses: steady.errorStatuses,
  };
}
