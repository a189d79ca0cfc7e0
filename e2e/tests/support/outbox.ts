import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/**
 * The e2e server runs without SMTP_URL, so every mail it sends is a real RFC 822 message written
 * to DATA_DIR/outbox. This reads them back the way a mail client would.
 */
export async function mailsTo(address: string) {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
  return mails.filter((m) => {
    const to = Array.isArray(m.to) ? m.to.map((t) => t.text).join(',') : (m.to?.text ?? '');
    return to.includes(address);
  });
}

/**
 * The newest mail to `address`. The server writes a mail before it answers the request that sent
 * it, so once the screen shows success the mail is there: no waiting needed.
 */
export async function lastMailTo(address: string) {
  const last = (await mailsTo(address)).at(-1);
  if (!last) throw new Error(`no mail to ${address}`);
  return { subject: last.subject ?? '', text: last.text ?? '' };
}

export function verificationLink(text: string): string {
  const match = /https?:\/\/\S+\/verify-email\?code=[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error(`no verification link in: ${text}`);
  return match[0];
}

export function otpFrom(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no 6-digit code in: ${text}`);
  return match[1];
}

/**
 * Waits until `address` has received `count` mails. Mail that must not reveal whether an account
 * exists (password reset code, resent link) is sent after the server has answered, so the screen's
 * success can come before the mail is written.
 */
export async function waitForMails(address: string, count: number) {
  await expect
    .poll(async () => (await mailsTo(address)).length, { message: `mails to ${address}` })
    .toBe(count);
}
