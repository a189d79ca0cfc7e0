import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every header, its name lower-cased, as the message carried it. */
  headers: Map<string, string>;
};

/**
 * A real SMTP server in this process: the app sends over SMTP_URL and each message is parsed as
 * a mail client would. A message is stored before the server acknowledges it, so it is here by
 * the time the app's request has answered.
 */
export async function startInbox() {
  const messages: ReceivedMail[] = [];
  /** Addresses the server refuses (a test of what a failed send leaves behind). */
  const refused = new Set<string>();
  /** Addresses whose mail the server reads (it is kept here) and then answers with a failure. */
  const failing = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      const error = Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          const fail = session.envelope.rcptTo.some((r) => failing.has(r.address.toLowerCase()));
          messages.push({
            to: to ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || '',
            headers: new Map(mail.headerLines.map((h) => [h.key, unfold(h.line).replace(/^[^:]*:\s*/, '')])),
          });
          if (!fail) return callback();
          callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return {
    // Pooled: the app keeps its connection for the next message. smtp-server waits 100 ms before
    // greeting each new connection (to catch clients that talk first), which a connection per
    // message paid every time.
    url: `smtp://127.0.0.1:${port}/?pool=true`,
    messages,
    /** The newest message sent to `to`; fails the test when there is none. */
    last(to: string): ReceivedMail {
      const found = messages.filter((m) => m.to.includes(to)).at(-1);
      if (!found) throw new Error(`no mail to ${to}; got ${messages.map((m) => m.to).join(', ') || 'none'}`);
      return found;
    },
    count: (to: string) => messages.filter((m) => m.to.includes(to)).length,
    /** From now on the server refuses mail to `address` (550), until `accept`. */
    refuse: (address: string) => void refused.add(address.toLowerCase()),
    accept: (address: string) => void refused.delete(address.toLowerCase()),
    /** The server reads mail to `address` (kept in `messages`), then fails its delivery (451). */
    failAfterReading: (address: string) => void failing.add(address.toLowerCase()),
  };
}

/** A header as written, its folded lines joined again (RFC 5322 §2.2.3). */
const unfold = (line: string) => line.replace(/\r?\n[ \t]+/g, ' ');

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
