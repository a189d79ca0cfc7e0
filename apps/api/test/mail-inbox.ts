import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export type ReceivedMail = { to: string; subject: string; text: string; html: string };

/**
 * A real SMTP server in this process: the app sends over SMTP_URL and each message is parsed as
 * a mail client would. A message is stored before the server acknowledges it, so it is here by
 * the time the app's request has answered.
 */
export async function startInbox() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          messages.push({
            to: to ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The newest message sent to `to`; fails the test when there is none. */
    last(to: string): ReceivedMail {
      const found = messages.filter((m) => m.to.includes(to)).at(-1);
      if (!found) throw new Error(`no mail to ${to}; got ${messages.map((m) => m.to).join(', ') || 'none'}`);
      return found;
    },
    count: (to: string) => messages.filter((m) => m.to.includes(to)).length,
  };
}

export function linkCode(mail: ReceivedMail): string {
  const match = /verify-email\?code=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no verification link in: ${mail.text}`);
  return match[1];
}

export function otpCode(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no 6-digit code in: ${mail.text}`);
  return match[1];
}
