import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { freelancers } from './freelancers';
import { listings } from './listings';
import { users } from './users';

/** A verification visit the admin asks for: one property, offered to one or more freelancers. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The freelancer who took it; the first to accept wins. */
    acceptedBy: uuid().references(() => freelancers.id, { onDelete: 'set null' }),
    acceptedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tasks_listing_idx').on(t.listingId), index('tasks_accepted_by_idx').on(t.acceptedBy)],
);

export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: uuid()
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    freelancerId: uuid()
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.freelancerId] }),
    index('task_assignees_freelancer_idx').on(t.freelancerId),
  ],
);
