import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { AUTH_LIMITS } from './rate-limits';

const app = await buildTestApp();

async function hit(url: string, method: 'POST' | 'PUT', payload: Record<string, unknown>, ip: string) {
  return app.inject({ method, url: `/api/user/${url}`, payload, remoteAddress: ip });
}

describe('rate limits', () => {
  it('limits login attempts per email, from however many addresses', async () => {
    const user = await createUser(app, { email: 'target@example.com' });
    const max = AUTH_LIMITS.login.email.points;
    for (let i = 0; i < max; i++) {
      const res = await hit(
        'login',
        'POST',
        { email: user.email, password: 'wrong-pass' },
        `10.1.0.${i + 1}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await hit('login', 'POST', { email: user.email, password: user.password }, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits login attempts per address, across many emails', async () => {
    const max = AUTH_LIMITS.login.ip.points;
    for (let i = 0; i < max; i++) {
      await hit('login', 'POST', { email: `probe${i}@example.com`, password: 'wrong-pass' }, '10.2.0.1');
    }
    const blocked = await hit(
      'login',
      'POST',
      { email: 'other@example.com', password: 'wrong-pass' },
      '10.2.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await hit(
      'login',
      'POST',
      { email: 'other@example.com', password: 'wrong-pass' },
      '10.2.0.2',
    );
    expect(elsewhere.statusCode).toBe(401);
  });

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
