import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IDENTITY_MAILS_PER_RECIPIENT_PER_HOUR } from '../src/integrations/mailer';
import { signAvailabilityToken } from '../src/modules/listings/availability-token';
import { passwordOtpEmail } from '../src/modules/mail/templates';
import { bearer, createUser, login as loginAs, nextIp } from './factories';
import { signUp } from './freelancers';
import { buildTestApp } from './helper';
import { linkCode, otpCode, startInbox } from './mail-inbox';

// Everything the app logs, at its most verbose, as written.
const logLines: string[] = [];
const inbox = await startInbox();
const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'AdminPass4Logs';
const JWT_SECRET = 'jwt-secret-that-never-reaches-the-log-0123456789';
const app = await buildTestApp({
  env: { LOG_LEVEL: 'trace', SMTP_URL: inbox.url, ADMIN_EMAIL, ADMIN_PASSWORD, JWT_SECRET },
  logStream: { write: (line) => void logLines.push(line) },
});

/** Every secret the flows below type, receive or are mailed: none may appear in the log. */
const secrets = new Map<string, string>([
  ['admin password', ADMIN_PASSWORD],
  ['JWT secret', JWT_SECRET],
]);
const keep = (name: string, value: string | undefined) => {
  if (!value) throw new Error(`no ${name}`);
  secrets.set(name, value);
  return value;
};

type Extra = { payload?: object; token?: string; refreshToken?: string };

/** One request from its own address (so no limit is reached); `token` is an access token. */
const send = (method: 'GET' | 'POST' | 'PUT', url: string, extra: Extra = {}) =>
  app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    ...(extra.payload && { payload: extra.payload }),
    ...(extra.token && { headers: bearer(extra.token) }),
    ...(extra.refreshToken && { cookies: { refreshToken: extra.refreshToken } }),
  });
const statusOf = async (...args: Parameters<typeof send>) => (await send(...args)).statusCode;

/** The access and refresh tokens a login or refresh answered with, kept as secrets. */
async function tokensOf(answer: ReturnType<typeof send>, name: string) {
  const res = await answer;
  if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  const { accessToken, refreshToken } = res.json<{ data: { accessToken: string; refreshToken: string } }>()
    .data;
  return {
    access: keep(`${name} access token`, accessToken),
    refresh: keep(`${name} refresh token`, refreshToken),
  };
}

describe('the log never holds a secret', () => {
  it('through registration, verification, login, refresh, recovery, sign-up and logout', async () => {
    const email = 'asha.logs@example.com';
    const password = keep('password', 'FirstPass4Logs');
    const register = (body: object) => statusOf('POST', '/api/user/register', { payload: body });
    const login = (body: object) => send('POST', '/api/user/login', { payload: body });

    expect(await register({ name: 'Asha', email, password })).toBe(201);
    const firstCode = keep('first verification code', linkCode(inbox.last(email)));
    await send('POST', '/api/user/resend-verification', { payload: { email } });
    await app.background.idle();
    const secondCode = keep('second verification code', linkCode(inbox.last(email)));
    expect(secondCode).not.toBe(firstCode);
    // The mailed link opens the web app's page with the code in its query string.
    await send('GET', `/verify-email?code=${secondCode}`);
    expect(await statusOf('GET', `/api/user/verify-email/${firstCode}`)).toBe(200);

    const typo = keep('mistyped password', 'FirstPass4Typo');
    expect((await login({ email, password: typo })).statusCode).toBe(400);
    const tooShort = keep('too short a password', 'Ab1');
    expect(await register({ name: 'Asha', email: 'b@example.com', password: tooShort })).toBe(400);
    const first = await tokensOf(login({ email, password }), 'first');
    const second = await tokensOf(
      send('POST', '/api/user/refresh-token', { refreshToken: first.refresh }),
      'refreshed',
    );
    expect(await statusOf('GET', '/api/user/user-details', { token: second.access })).toBe(200);
    await signUp(app, second.access);

    expect(await statusOf('PUT', '/api/user/forgot-password', { payload: { email } })).toBe(200);
    await app.background.idle();
    const otp = keep('password reset code', otpCode(inbox.last(email)));
    const verifyOtp = (code: string) =>
      statusOf('PUT', '/api/user/verify-forgot-password-otp', { payload: { email, otp: code } });
    expect(await verifyOtp(otp === '000000' ? '111111' : '000000')).toBe(400);
    expect(await verifyOtp(otp)).toBe(200);
    const newPassword = keep('new password', 'SecondPass4Logs');
    const reset = { email, newPassword, confirmPassword: newPassword };
    expect(await statusOf('PUT', '/api/user/reset-password', { payload: reset })).toBe(200);
    // A session the reset ended: refreshing with it is refused (and logged as such).
    expect(await statusOf('POST', '/api/user/refresh-token', { refreshToken: second.refresh })).toBe(401);

    const third = await tokensOf(login({ email, password: newPassword }), 'after reset');
    const logout = { token: third.access, refreshToken: third.refresh };
    expect(await statusOf('GET', '/api/user/logout', logout)).toBe(200);
    await tokensOf(login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }), 'admin');

    // The reminder email's one-tap link carries a signed token in the page's query string.
    const availability = keep(
      'availability link token',
      signAvailabilityToken(JWT_SECRET, randomUUID(), new Date()),
    );
    await send('GET', `/confirm-available?token=${encodeURIComponent(availability)}`);
    await send('POST', '/api/user/confirm-available', { payload: { token: availability } });

    expect(app.log.level).toBe('trace');
    const log = logLines.join('');
    expect([...secrets].filter(([, value]) => log.includes(value)).map(([name]) => name)).toEqual([]);
    // The log did record these requests, the verification among them, with the secret taken out.
    expect(log).toContain('"url":"/api/user/verify-email/[redacted]"');
    expect(log).toContain('"url":"/verify-email?code=[redacted]"');
    expect(log).toContain('"url":"/api/user/reset-password"');
  });

  it('through a reset mail that fails, identity mail past its allowance and a shared shortlist', async () => {
    const before = logLines.length;
    const account = await createUser(app, { email: 'hari.logs@example.com', name: 'Hari' });
    // The server reads the reset mail (so the test knows its code), then fails its delivery.
    inbox.failAfterReading(account.email);
    expect(await statusOf('PUT', '/api/user/forgot-password', { payload: { email: account.email } })).toBe(
      200,
    );
    await app.background.idle();
    const failedCode = keep('code of a reset mail that failed', otpCode(inbox.last(account.email)));

    // Identity mail past its allowance is not sent: the warning names its template, not its subject.
    const crowded = 'crowded.logs@example.com';
    const codes = Array.from({ length: IDENTITY_MAILS_PER_RECIPIENT_PER_HOUR + 1 }, (_, i) =>
      String(700000 + i),
    );
    for (const code of codes) await app.mailer.send(passwordOtpEmail(crowded, 'Crowded', code));
    keep('code of a reset mail past the allowance', codes.at(-1));

    // A shortlist's read-only link, read through the API and opened as the web app's page.
    const { accessToken } = await loginAs(app, account.email);
    const shared = await send('POST', '/api/shortlist/share', { token: accessToken });
    const share = shared.json<{ data: { token: string; url: string } }>().data;
    keep('shortlist share token', share.token);
    expect(await statusOf('GET', `/api/shortlist/shared/${share.token}`)).toBe(200);
    await send('GET', new URL(share.url).pathname);

    const log = logLines.slice(before).join('');
    expect([...secrets].filter(([, value]) => log.includes(value)).map(([name]) => name)).toEqual([]);
    expect(log).toContain('could not send mail');
    expect(failedCode).toMatch(/^\d{6}$/);
    expect(log).toContain('"template":"password reset code"');
    expect(log).toContain('"url":"/api/shortlist/shared/[redacted]"');
    expect(log).toContain('"url":"/shortlist/shared/[redacted]"');
  });
});
