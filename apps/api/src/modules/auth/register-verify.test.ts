import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { createUser, nextIp } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { linkCode, startInbox } from '../../../test/mail-inbox';

const inbox = await startInbox();
const app = await buildTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://gharbhada.test' } });

const register = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/user/register', payload, remoteAddress: nextIp() });
const verify = (code: string) => app.inject({ method: 'GET', url: `/api/user/verify-email/${code}` });
const login = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/user/register', () => {
  it('creates the account, answers without secrets and emails a verification link in both languages', async () => {
    const res = await register({ name: ' Sita Sharma ', email: ' Sita@Example.com ', password: 'secret123' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      error: false,
      message: 'Registration successful. Please check your email to verify your account.',
      messageCode: 'auth.registered',
      data: { email: 'sita@example.com' },
    });
    const mail = inbox.last('sita@example.com');
    expect(mail.text).toMatch(/^https:\/\/gharbhada\.test\/verify-email\?code=[A-Za-z0-9_-]{40,}$/m);
    expect(mail.text).toContain('Namaste Sita Sharma');
    expect(mail.text).toContain('नमस्ते Sita Sharma');
    expect(mail.html).toContain('lang="ne"');
    expect(res.body).not.toContain(linkCode(mail));
    expect(res.body).not.toMatch(/argon2|scrypt|password/i);
  });

  it('does not use the user id as the code and stores only its hash', async () => {
    await register({ name: 'Ram', email: 'ram@example.com', password: 'secret123' });
    const code = linkCode(inbox.last('ram@example.com'));
    const [user] = await queryRows<{ id: string }>(
      app.db,
      sql`select id from users where email = 'ram@example.com'`,
    );
    expect(code).not.toContain(user?.id);
    const stored = await queryRows<{ code_hash: string }>(
      app.db,
      sql`select code_hash from email_verifications`,
    );
    expect(stored.map((r) => r.code_hash)).not.toContain(code);
  });

  it('refuses a taken email, whatever its case, with 409', async () => {
    await register({ name: 'Hari', email: 'hari@example.com', password: 'secret123' });
    const res = await register({ name: 'Hari 2', email: '  HARI@example.COM', password: 'other123' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'An account with this email already exists. Please log in instead.',
    });
  });

  it.each([
    [{ email: 'a@b.co', password: 'secret123' }, 'name', 'Please enter your name'],
    [{ name: 'A', password: 'secret123' }, 'email', 'Email is required'],
    [
      { name: 'A', email: 'not-an-email', password: 'secret123' },
      'email',
      'Please enter a valid email address',
    ],
    [{ name: 'A', email: 'a@b.co' }, 'password', 'Password is required'],
    [
      { name: 'A', email: 'a@b.co', password: '12345' },
      'password',
      'Password must be at least 6 characters.',
    ],
  ])('answers %o with 400 and the field message', async (payload, field, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('ignores a role smuggled into the body', async () => {
    await register({ name: 'Eve', email: 'eve@example.com', password: 'secret123', role: 'ADMIN' });
    const [row] = await queryRows<{ role: string }>(
      app.db,
      sql`select role from users where email = 'eve@example.com'`,
    );
    expect(row?.role).toBe('USER');
  });
});

describe('email verification', () => {
  it('refuses login until the email is verified, then allows it', async () => {
    await register({ name: 'Gita', email: 'gita@example.com', password: 'secret123' });
    const refused = await login('gita@example.com', 'secret123');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(refused.json().message).toMatch(/verify your email.*new verification link/i);

    const res = await verify(linkCode(inbox.last('gita@example.com')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await login('gita@example.com', 'secret123')).statusCode).toBe(200);
  });

  it('is single-use', async () => {
    await register({ name: 'Maya', email: 'maya@example.com', password: 'secret123' });
    const code = linkCode(inbox.last('maya@example.com'));
    expect((await verify(code)).statusCode).toBe(200);
    const again = await verify(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The verification link is invalid or has expired.');
  });

  it('expires after 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await register({ name: 'Bina', email: 'bina@example.com', password: 'secret123' });
    const code = linkCode(inbox.last('bina@example.com'));
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    expect((await verify(code)).statusCode).toBe(400);
  });

  it('is still valid just before 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await register({ name: 'Kiran', email: 'kiran@example.com', password: 'secret123' });
    const code = linkCode(inbox.last('kiran@example.com'));
    vi.setSystemTime(Date.now() + 23 * 60 * 60 * 1000);
    expect((await verify(code)).statusCode).toBe(200);
  });

  it.each(['nonsense-code-that-is-long-enough', 'x', '%2e%2e%2f', "'; drop table users; --"])(
    'answers an unknown or malformed code %s with 400, never 500',
    async (code) => {
      const res = await verify(encodeURIComponent(code));
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('POST /api/user/resend-verification', () => {
  it('sends a fresh link that works, and answers the same for unknown and verified emails', async () => {
    await register({ name: 'Asha', email: 'asha@example.com', password: 'secret123' });
    const verified = await createUser(app, { email: 'done@example.com' });
    const answers = [];
    for (const email of ['asha@example.com', 'nobody@example.com', verified.email]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/resend-verification',
        payload: { email },
        remoteAddress: nextIp(),
      });
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    // The look-up and the mail run after the answer (so its timing says nothing): wait for them.
    await app.background.idle();
    expect(inbox.count('asha@example.com')).toBe(2);
    expect(inbox.count('nobody@example.com')).toBe(0);
    expect(inbox.count('done@example.com')).toBe(0);
    expect((await verify(linkCode(inbox.last('asha@example.com')))).statusCode).toBe(200);
  });
});
