import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { createUser, nextIp } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { createLoginLimits, LOGIN_FAILURE_LIMITS, slowdownMs } from './login-limits';

// A 1 ms first step keeps the real slowdown in these tests short; production's is 250 ms.
const app = await buildTestApp({ env: { LOGIN_SLOWDOWN_STEP_MS: '1' } });

const attempt = (email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress: ip });

describe('login limits', () => {
  it('never counts successful logins: ten logins in a row, then another', async () => {
    const user = await createUser(app);
    const ip = nextIp();
    for (let i = 0; i < 11; i++) expect((await attempt(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('closes an address that keeps failing on one account, and only that address', async () => {
    const user = await createUser(app);
    const guesser = nextIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perAccountAndAddress; i++) {
      expect((await attempt(user.email, 'wrong-pass', guesser)).statusCode).toBe(400);
    }
    const blocked = await attempt(user.email, user.password, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from their own phone, logs in.
    expect((await attempt(user.email, user.password, nextIp())).statusCode).toBe(200);
  });

  it('failures from 15 other addresses do not stop the owner’s correct login from a fresh address', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 15; i++) {
      expect((await attempt(user.email, `guess-${i}`, nextIp())).statusCode).toBe(400);
    }
    expect((await attempt(user.email, user.password, nextIp())).statusCode).toBe(200);
  });

  it('a success clears that address’s failures on the account', async () => {
    const user = await createUser(app);
    const ip = nextIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_FAILURE_LIMITS.perAccountAndAddress - 1; i++)
        await attempt(user.email, 'typo', ip);
      expect((await attempt(user.email, user.password, ip)).statusCode).toBe(200);
    }
  });

  it('closes an address that fails across many accounts', async () => {
    const ip = nextIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMITS.perAddress; i++) {
      expect((await attempt(`probe${i}@example.com`, 'wrong-pass', ip)).statusCode).toBe(400);
    }
    expect((await attempt('other@example.com', 'wrong-pass', ip)).statusCode).toBe(429);
    expect((await attempt('other@example.com', 'wrong-pass', nextIp())).statusCode).toBe(400);
  });
});

describe('slowdown of an account under attack', () => {
  it('starts after 5 failures, doubles, and stops growing at 20 steps', () => {
    expect([0, 5, 6, 7, 8, 9, 10, 11, 50].map((n) => slowdownMs(n, 250))).toEqual([
      0, 250, 500, 1000, 2000, 4000, 5000, 5000, 5000,
    ]);
    expect(slowdownMs(30, 0)).toBe(0);
  });

  it('waits before checking the password of an account with many failures, from any address', async () => {
    const waits: number[] = [];
    const limits = createLoginLimits({
      slowdownStepMs: 250,
      counter: (counted) => new RateLimiterMemory(counted),
      wait: async (ms) => void waits.push(ms),
    });
    const reply = { header: () => undefined };
    const from = (ip: string) => ({ ip });
    for (let i = 0; i < 7; i++) {
      await limits.before(from(`10.9.0.${i}`), reply, 'victim@example.com');
      await limits.failed(from(`10.9.0.${i}`), 'victim@example.com');
    }
    await limits.before(from('10.9.9.9'), reply, 'victim@example.com');
    expect(waits).toEqual([250, 500, 1000]);
  });
});
