import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { createUser, login, nextIp } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { otpCode, startInbox } from '../../../test/mail-inbox';

const inbox = await startInbox();
const app = await buildTestApp({ env: { SMTP_URL: inbox.url } });

const put = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/user/${url}`, payload, remoteAddress: nextIp() });
/** Asks for a code and waits for the work done after the answer (finding the account, the mail). */
const forgot = async (email: string) => {
  const res = await put('forgot-password', { email });
  await app.background.idle();
  return res;
};
const verifyOtp = (email: string, otp: string) => put('verify-forgot-password-otp', { email, otp });
const reset = (email: string, newPassword: string, confirmPassword = newPassword) =>
  put('reset-password', { email, newPassword, confirmPassword });
const wrongCode = (otp: string) => (otp === '000000' ? '111111' : '000000');

afterEach(() => {
  vi.useRealTimers();
});

describe('password recovery', () => {
  it('emails a 6-digit code, verifies it, resets the password once and revokes every session', async () => {
    const user = await createUser(app, { email: 'sita@example.com' });
    const session = await login(app, user.email);

    const sent = await forgot('Sita@Example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: 'OTP sent successfully.' });
    const mail = inbox.last('sita@example.com');
    const otp = otpCode(mail);
    expect(mail.text).toContain('नमस्ते');
    expect(sent.body).not.toContain(otp);

    expect((await verifyOtp(user.email, otp)).statusCode).toBe(200);
    const done = await reset(user.email, 'brand-new-pass');
    expect(done.statusCode).toBe(200);

    const old = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: nextIp(),
    });
    expect(old.statusCode).toBe(400);
    await login(app, user.email, 'brand-new-pass');
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      headers: { authorization: `Bearer ${session.refreshToken}` },
      remoteAddress: nextIp(),
    });
    expect(refresh.statusCode).toBe(401);
    // Once: the same verified code can't reset again.
    expect((await reset(user.email, 'third-password')).statusCode).toBe(400);
  });

  it('answers before it looks the account up, so the answer’s timing tells nothing', async () => {
    const user = await createUser(app, { email: 'timing@example.com' });
    const resets = async () =>
      (
        await queryRows<{ n: number }>(
          app.db,
          sql`select count(*)::int as n from password_resets where user_id = ${user.id}`,
        )
      )[0]?.n;
    const res = await put('forgot-password', { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(await resets()).toBe(0);
    expect(inbox.count('timing@example.com')).toBe(0);
    await app.background.idle();
    expect(await resets()).toBe(1);
    expect(inbox.count('timing@example.com')).toBe(1);
  });

  it('answers the same whether or not the email exists, and mails nobody unknown', async () => {
    await createUser(app, { email: 'known@example.com' });
    const known = await forgot('known@example.com');
    const unknown = await forgot('unknown@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(inbox.count('unknown@example.com')).toBe(0);
  });

  it('stores the code only as a keyed hash', async () => {
    const user = await createUser(app);
    await forgot(user.email);
    const otp = otpCode(inbox.last(user.email));
    const rows = await queryRows<{ otp_hash: string }>(app.db, sql`select otp_hash from password_resets`);
    expect(rows.map((r) => r.otp_hash)).not.toContain(otp);
  });

  it('kills the code after 5 wrong tries, even when the right one comes next', async () => {
    const user = await createUser(app);
    await forgot(user.email);
    const otp = otpCode(inbox.last(user.email));
    for (let i = 1; i <= 4; i++) {
      const res = await verifyOtp(user.email, wrongCode(otp));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('OTP_INVALID');
    }
    const fifth = await verifyOtp(user.email, wrongCode(otp));
    expect(fifth.json()).toMatchObject({
      code: 'OTP_LOCKED',
      message: 'Too many wrong codes. Please request a new code.',
    });
    const right = await verifyOtp(user.email, otp);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('OTP_LOCKED');
    // A new code starts afresh.
    await forgot(user.email);
    expect((await verifyOtp(user.email, otpCode(inbox.last(user.email)))).statusCode).toBe(200);
  });

  it('expires the code after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await createUser(app);
    await forgot(user.email);
    const otp = otpCode(inbox.last(user.email));
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
    expect((await verifyOtp(user.email, otp)).statusCode).toBe(400);
  });

  it('only the newest code works', async () => {
    const user = await createUser(app);
    await forgot(user.email);
    const first = otpCode(inbox.last(user.email));
    await forgot(user.email);
    const second = otpCode(inbox.last(user.email));
    if (first !== second) expect((await verifyOtp(user.email, first)).statusCode).toBe(400);
    expect((await verifyOtp(user.email, second)).statusCode).toBe(200);
  });

  it('allows the reset only within 15 minutes of a verified code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await createUser(app);
    await forgot(user.email);
    await verifyOtp(user.email, otpCode(inbox.last(user.email)));
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
    const res = await reset(user.email, 'late-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Your reset code has expired or was already used. Please request a new code.',
    );
  });

  it('refuses a reset without a verified code', async () => {
    const user = await createUser(app);
    expect((await reset(user.email, 'sneaky-pass')).statusCode).toBe(400);
    await forgot(user.email);
    expect((await reset(user.email, 'sneaky-pass')).statusCode).toBe(400);
  });

  it.each([
    [
      { newPassword: '12345', confirmPassword: '12345' },
      'newPassword',
      'Password must be at least 6 characters.',
    ],
    [
      { newPassword: 'secret123', confirmPassword: 'secret124' },
      'confirmPassword',
      'New password and confirm password must be the same.',
    ],
    [{ newPassword: 'secret123' }, 'confirmPassword', 'Please confirm the new password.'],
    [{ confirmPassword: 'secret123' }, 'newPassword', 'Password is required'],
  ])('checks the reset form %o', async (payload, field, message) => {
    const res = await put('reset-password', { email: 'a@example.com', ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it.each(['12345', '1234567', 'abcdef', '12 456'])('refuses the malformed code %s', async (otp) => {
    const res = await verifyOtp('a@example.com', otp);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.otp).toBe('Enter the 6-digit code.');
  });
});
