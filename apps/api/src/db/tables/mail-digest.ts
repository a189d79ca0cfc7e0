import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Notifications held back because their recipient had all the mail one address gets in an hour:
 * each waits here, as its subject line only, for the one digest mail that lists them once the
 * address's window allows another mail. Never a mail that proves identity, never a secret.
 */
export const mailDigestItems = pgTable(
  'mail_digest_items',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The address as mailed, trimmed and lower-cased. */
    recipient: text().notNull(),
    line: text().notNull(),
    heldAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_digest_items_recipient_idx').on(t.recipient, t.heldAt)],
);
