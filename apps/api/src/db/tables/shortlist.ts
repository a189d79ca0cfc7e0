import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/** The listings an account keeps to compare and come back to (a visitor's stay in their browser). */
export const shortlistItems = pgTable(
  'shortlist_items',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('shortlist_items_newest_idx').on(t.userId, t.createdAt.desc()),
    index('shortlist_items_listing_idx').on(t.listingId),
  ],
);

/**
 * An account's read-only share link: whoever has the token sees the shortlist's public listings.
 * One per account; making a new one retires the old.
 */
export const shortlistShares = pgTable('shortlist_shares', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
