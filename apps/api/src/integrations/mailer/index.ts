import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What to log when no SMTP server is configured, so a developer can follow the link or code. */
  devHint: string;
  /** Extra headers, e.g. List-Unsubscribe on alert emails. */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Resolves true once handed over, false when MAILS_PER_RECIPIENT_PER_HOUR dropped it. */
  send: (message: MailMessage) => Promise<boolean>;
  close: () => void;
};

/** Mails one address may receive per hour, whatever sends them: nobody can make us flood an inbox. */
export const MAILS_PER_RECIPIENT_PER_HOUR = 20;

/**
 * Drops (and logs) mail beyond MAILS_PER_RECIPIENT_PER_HOUR to one address. Routes that send mail
 * are also limited per client address; this bounds what reaches any one inbox across all of them.
 */
function limitPerRecipient(mailer: Mailer, log: FastifyBaseLogger): Mailer {
  const perRecipient = new RateLimiterMemory({
    keyPrefix: 'mail:to',
    points: MAILS_PER_RECIPIENT_PER_HOUR,
    duration: 60 * 60,
  });
  return {
    send: async (message) => {
      try {
        await perRecipient.consume(message.to.trim().toLowerCase());
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        log.warn(
          { to: message.to, subject: message.subject },
          'mail not sent: too many to this address this hour',
        );
        return false;
      }
      return mailer.send(message);
    },
    close: () => mailer.close(),
  };
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(options: Parameters<typeof createTransportMailer>[0]): Mailer {
  return limitPerRecipient(createTransportMailer(options), options.log);
}

function createTransportMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { from, log } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async ({ to, subject, text, html, headers }) => {
        await transport.sendMail({ from, to, subject, text, html, headers });
        return true;
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async ({ to, subject, text, html, headers, devHint }) => {
      const info = await transport.sendMail({ from, to, subject, text, html, headers });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to, file }, `mail written to the outbox: ${devHint}`);
      return true;
    },
    close: () => transport.close(),
  };
}
