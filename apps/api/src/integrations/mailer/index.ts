import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mailDigestItems } from '../../db/schema';
import { countMail, hasRoom } from './allowance';
import { createTransport } from './transport';

/**
 * `identity`: mail that proves who someone is (the email verification link, a password reset
 * code); `notification`: everything else (applications, copies, reports, alerts, reminders).
 */
export type MailKind = 'identity' | 'notification';

export type MailMessage = {
  to: string;
  kind: MailKind;
  /** Which template made it: what logs name instead of the subject or body, which may hold a code. */
  template: string;
  subject: string;
  text: string;
  html: string;
  /** Logged when no SMTP server is configured (the .eml file is named beside it); never a secret. */
  devHint: string;
  /** Extra headers, e.g. List-Unsubscribe on alert emails. */
  headers?: Record<string, string>;
};

/** The one mail listing the subject lines of the notifications held back for `to`. */
export type DigestOf = (to: string, lines: string[]) => MailMessage;

export type Mailer = {
  /**
   * Resolves true once handed over, or (a notification past its allowance) held for the digest;
   * false only when identity mail past IDENTITY_MAILS_PER_RECIPIENT_PER_HOUR was not sent.
   */
  send: (message: MailMessage) => Promise<boolean>;
  /** Sends each address whose window allows another mail its digest; answers how many went. */
  sendDigests: (now?: number) => Promise<number>;
  close: () => void;
};

/** Notifications one address receives per hour, whatever sends them; later ones wait for the digest. */
export const NOTIFICATIONS_PER_RECIPIENT_PER_HOUR = 20;
/**
 * Identity mail one address receives per hour: counted apart, so no number of notifications can
 * crowd it out. The auth routes' own limits (resend, forgot-password) keep it far below this.
 */
export const IDENTITY_MAILS_PER_RECIPIENT_PER_HOUR = 20;

const HOUR_MS = 60 * 60 * 1000;
const limits: Record<MailKind, number> = {
  identity: IDENTITY_MAILS_PER_RECIPIENT_PER_HOUR,
  notification: NOTIFICATIONS_PER_RECIPIENT_PER_HOUR,
};
const keyOf = (kind: MailKind, recipient: string) => `mail:${kind}:${recipient}`;
const recipientOf = (to: string) => to.trim().toLowerCase();

/**
 * Mail with an allowance per address, counted in the database: identity mail and notifications
 * each have their own. A notification past its allowance is held as its subject line and goes
 * out in one digest once the window allows (`sendDigests`, a scheduled job); none is dropped.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  db: Db;
  digestOf: DigestOf;
}): Mailer {
  const { db, log } = options;
  const transport = createTransport(options);

  async function send(message: MailMessage): Promise<boolean> {
    const recipient = recipientOf(message.to);
    const { kind, template } = message;
    const window = { ms: HOUR_MS, now: Date.now() };
    if (await countMail(db, keyOf(kind, recipient), limits[kind], window)) {
      await transport.send(message);
      return true;
    }
    if (kind === 'identity') {
      log.warn(
        { to: message.to, kind, template },
        'mail not sent: too many of its kind to this address this hour',
      );
      return false;
    }
    await db.insert(mailDigestItems).values({ recipient, line: message.subject });
    log.info(
      { to: message.to, kind, template },
      'mail held for the digest: too many to this address this hour',
    );
    return true;
  }

  async function sendDigest(recipient: string, now: number): Promise<boolean> {
    const key = keyOf('notification', recipient);
    if (!(await hasRoom(db, key, NOTIFICATIONS_PER_RECIPIENT_PER_HOUR, now))) return false;
    const held = await db
      .select({ id: mailDigestItems.id, line: mailDigestItems.line })
      .from(mailDigestItems)
      .where(eq(mailDigestItems.recipient, recipient))
      .orderBy(asc(mailDigestItems.heldAt), asc(mailDigestItems.id));
    if (held.length === 0) return false;
    await countMail(db, key, NOTIFICATIONS_PER_RECIPIENT_PER_HOUR, { ms: HOUR_MS, now });
    await transport.send(
      options.digestOf(
        recipient,
        held.map((h) => h.line),
      ),
    );
    // Removed once sent: a failed send leaves them for the next run.
    await db.delete(mailDigestItems).where(
      inArray(
        mailDigestItems.id,
        held.map((h) => h.id),
      ),
    );
    return true;
  }

  return {
    send,
    async sendDigests(now = Date.now()) {
      const waiting = await db.selectDistinct({ recipient: mailDigestItems.recipient }).from(mailDigestItems);
      let sent = 0;
      for (const { recipient } of waiting) {
        try {
          if (await sendDigest(recipient, now)) sent += 1;
        } catch (error) {
          log.warn(
            { err: error, to: recipient, template: 'digest' },
            'mail digest not sent; kept for the next run',
          );
        }
      }
      return sent;
    },
    close: () => transport.close(),
  };
}
