import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { availabilityReminderEmail } from '../../modules/mail/trust-templates';
import { passwordOtpEmail, verificationEmail } from '../../modules/mail/templates';
import { createTransport } from './transport';

const outboxDir = await mkdtemp(path.join(tmpdir(), 'gb-outbox-'));
afterAll(() => rm(outboxDir, { recursive: true, force: true }));
const lines: string[] = [];
const { log } = Fastify({ logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } } });

describe('mail without SMTP (the outbox)', () => {
  it('logs which mail was written and where, never its code or link', async () => {
    const transport = createTransport({ smtpUrl: undefined, from: 'noreply@example.com', outboxDir, log });
    const code = '493817';
    const link = 'http://localhost:3000/verify-email?code=verification-code-of-the-test';
    const confirm = 'http://localhost:3000/confirm-available?token=availability-token-of-the-test';
    await transport.send(passwordOtpEmail('asha@example.com', 'Asha', code));
    await transport.send(verificationEmail('asha@example.com', 'Asha', link));
    await transport.send(availabilityReminderEmail('asha@example.com', 'Asha', 'Lakeside Hostel', confirm));
    transport.close();

    const logged = lines.join('');
    for (const secret of [code, 'verification-code-of-the-test', 'availability-token-of-the-test'])
      expect(logged).not.toContain(secret);
    expect(logged).toContain('"template":"password reset code"');
    // The developer finds the code in the file the log names.
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(3);
    const written = await Promise.all(files.map((f) => readFile(path.join(outboxDir, f), 'utf8')));
    expect(written.some((eml) => eml.includes(code))).toBe(true);
    for (const file of files) expect(logged).toContain(file);
  });
});
