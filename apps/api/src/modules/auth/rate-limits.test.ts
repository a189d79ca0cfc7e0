import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import { AUTH_LIMITS } from './rate-limits';

const app = await buildTestApp();

async function hit(url: string, method: 'POST' | 'PUT', payload: Record<string, unknown>, ip: string) {
  return app.inject({ method, url: `/api/user/${url}`, payload, remoteAddress: ip });
}

describe('rate limits', () => {
  it.each([
    [
      'register',
      'POST',
      (i: number) => ({ name: 'N', email: `r${i}@example.com`, password: 'secret123' }),
      AUTH_LIMITS.register.ip.points,
    ],
    [
      'forgot-password',
      'PUT',
      (i: number) => ({ email: `f${i}@example.com` }),
      AUTH_LIMITS.forgotPassword.ip.points,
    ],
    [
      'resend-verification',
      'POST',
      (i: number) => ({ email: `v${i}@example.com` }),
      AUTH_LIMITS.resendVerification.ip.points,
    ],
    [
      'verify-forgot-password-otp',
      'PUT',
      (i: number) => ({ email: `o${i}@example.com`, otp: '123456' }),
      AUTH_LIMITS.verifyOtp.ip.points,
    ],
  ] as const)('limits %s per address', async (url, method, payload, max) => {
    const ip = `10.3.${url.length}.1`;
    for (let i = 0; i < max; i++) expect((await hit(url, method, payload(i), ip)).statusCode).not.toBe(429);
    expect((await hit(url, method, payload(max), ip)).statusCode).toBe(429);
  });

  it.each([
    ['forgot-password', 'PUT', { email: 'one@example.com' }, AUTH_LIMITS.forgotPassword.email.points],
    [
      'resend-verification',
      'POST',
      { email: 'two@example.com' },
      AUTH_LIMITS.resendVerification.email.points,
    ],
    [
      'verify-forgot-password-otp',
      'PUT',
      { email: 'three@example.com', otp: '123456' },
      AUTH_LIMITS.verifyOtp.email.points,
    ],
  ] as const)('limits %s per email', async (url, method, payload, max) => {
    for (let i = 0; i < max; i++)
      expect((await hit(url, method, payload, `10.4.${i}.${url.length}`)).statusCode).not.toBe(429);
    expect((await hit(url, method, payload, '10.5.0.1')).statusCode).toBe(429);
  });
});
