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

/**
 * Sends all at once and answers how many got each status. A wrong password's 400 is only answered
 * after the password was checked, so `wrong` counts the password checks.
 */
async function inParallel(requests: (() => Promise<{ statusCode: number }>)[]) {
  const answers = await Promise.all(requests.map((send) => send()));
  const count = (status: number) => answers.filter((res) => res.statusCode === status).length;
  return { wrong: count(400), refused: count(429), other: answers.length - count(400) - count(429) };
}

describe('login limits under parallel guesses', () => {
  it('40 wrong passwords at once from one address: at most the limit are checked, the rest get 429', async () => {
    const user = await createUser(app);
    const ip = nextIp();
    const answers = await inParallel(
      Array.from({ length: 40 }, (_, i) => () => attempt(user.email, `guess-${i}`, ip)),
    );
    expect(answers.wrong).toBeLessThanOrEqual(LOGIN_FAILURE_LIMITS.perAccountAndAddress);
    expect(answers).toEqual({
      wrong: answers.wrong,
      refused: 40 - answers.wrong,
      other: 0,
    });
    // The address stays closed for that account, the right password included.
    expect((await attempt(user.email, user.password, ip)).statusCode).toBe(429);
  });

  it('3 addresses × 12 at once: each address gets at most the limit on the account', async () => {
    const user = await createUser(app);
    const ips = [nextIp(), nextIp(), nextIp()];
    const perAddress = await Promise.all(
      ips.map((ip) =>
        inParallel(Array.from({ length: 12 }, (_, i) => () => attempt(user.email, `guess-${i}`, ip))),
      ),
    );
    for (const answers of perAddress) {
      expect(answers.wrong).toBeLessThanOrEqual(LOGIN_FAILURE_LIMITS.perAccountAndAddress);
      expect(answers).toEqual({ wrong: answers.wrong, refused: 12 - answers.wrong, other: 0 });
    }
    const checked = perAddress.reduce((sum, answers) => sum + answers.wrong, 0);
    expect(checked).toBeLessThanOrEqual(3 * LOGIN_FAILURE_LIMITS.perAccountAndAddress);
  });

  it('40 accounts at once from one address: at most the per-address limit are checked', async () => {
    const ip = nextIp();
    const answers = await inParallel(
      Array.from({ length: 40 }, (_, i) => () => attempt(`parallel${i}@example.com`, 'wrong-pass', ip)),
    );
    expect(answers.wrong).toBeLessThanOrEqual(LOGIN_FAILURE_LIMITS.perAddress);
    expect(answers).toEqual({
      wrong: answers.wrong,
      refused: 40 - answers.wrong,
      other: 0,
    });
  });

  it('right passwords at once are given back: the limit’s worth at once, twice, then a wrong one is checked', async () => {
    const user = await createUser(app);
    const ip = nextIp();
    const atOnce = LOGIN_FAILURE_LIMITS.perAccountAndAddress;
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        Array.from({ length: atOnce }, () => attempt(user.email, user.password, ip)),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: atOnce }, () => 200));
    }
    expect((await attempt(user.email, 'typo', ip)).statusCode).toBe(400);
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
    // Seven wrong passwords: each stays counted.
    for (let i = 0; i < 7; i++) await limits.before(from(`10.9.0.${i}`), reply, 'victim@example.com');
    await limits.before(from('10.9.9.9'), reply, 'victim@example.com');
    expect(waits).toEqual([250, 500, 1000]);
  });
});
