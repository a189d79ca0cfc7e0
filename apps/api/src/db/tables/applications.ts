import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/** A buyer's application to a listing. Completing or removing it is recorded, never erased. */
export const applications = pgTable(
  'applications',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    applicantId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    people: integer().notNull(),
    rooms: integer().notNull(),
    preferredLocation: text(),
    completedAt: timestamp({ withTimezone: true }),
    completedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp({ withTimezone: true }),
    removedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending application per email per listing; the database decides, so a double submit can't slip in.
    uniqueIndex('applications_pending_email_key')
      .on(t.listingId, t.email)
      .where(sql`${t.completedAt} is null and ${t.removedAt} is null`),
    index('applications_listing_idx').on(t.listingId),
    index('applications_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.completedAt} is null and ${t.removedAt} is null`),
    index('applications_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.completedAt} is not null and ${t.removedAt} is null`),
  ],
);
