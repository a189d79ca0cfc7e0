import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A sign-up to verify properties, from the home page's contact form. It belongs to an account, so
 * approval can make that account a Freelancer; approved and rejected rows are kept.
 */
export const freelancers = pgTable(
  'freelancers',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    location: text().notNull(),
    lat: doublePrecision(),
    lon: doublePrecision(),
    message: text(),
    status: text({ enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live sign-up per account (pending or approved); the database decides, so a double submit can't slip in.
    uniqueIndex('freelancers_live_user_key')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('freelancers_status_idx').on(t.status, t.createdAt),
  ],
);
