import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * A search an account saved by name (place, filters and sort as the search API takes them), with a
 * daily email of new verified listings that match unless paused.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text({ enum: ['hostel', 'property'] }).notNull(),
    /** The search's query (location, coordinates, filters, sort), validated by the shared schema. */
    query: jsonb().notNull(),
    paused: boolean().notNull().default(false),
    /** Listings verified after this are new to the search: moved forward by each alert run. */
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_due_idx')
      .on(t.checkedAt)
      .where(sql`${t.paused} = false`),
  ],
);

/** Which listing each saved search has already announced: none is sent twice. */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: uuid()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index('saved_search_alerts_listing_idx').on(t.listingId),
  ],
);
