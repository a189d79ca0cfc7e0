import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATES, OPEN_APPLICATION_STATES, type ApplicationState } from '@app/shared';
import { listings } from './listings';
import { users } from './users';

const inList = (states: readonly string[]) => sql.raw(states.map((s) => `'${s}'`).join(', '));
/** Open (waiting for the owner) or accepted: what stops the same email applying again. */
const LIVE_STATES = [...OPEN_APPLICATION_STATES, 'accepted'] as const;

/**
 * A tenant's application to a listing, and where it stands (`state`, docs/decisions/0020).
 * Accepting records `completedAt` too, removing `removedAt`: recorded, never erased.
 */
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
    state: text().$type<ApplicationState>().notNull().default('new'),
    stateChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Declined because the place was rented, not by the owner's choice. */
    closedBecauseRented: boolean().notNull().default(false),
    completedAt: timestamp({ withTimezone: true }),
    completedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp({ withTimezone: true }),
    removedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('applications_state_check', sql`${t.state} in (${inList(APPLICATION_STATES)})`),
    // One open or accepted application per email per listing; the database decides, so a double
    // submit can't slip in. A withdrawn or declined one lets them apply again.
    uniqueIndex('applications_live_email_key')
      .on(t.listingId, t.email)
      .where(sql`${t.state} in (${inList(LIVE_STATES)}) and ${t.removedAt} is null`),
    index('applications_listing_idx').on(t.listingId),
    // The admin's list by state, newest first.
    index('applications_state_idx')
      .on(t.state, t.createdAt)
      .where(sql`${t.removedAt} is null`),
    // My applications.
    index('applications_applicant_idx')
      .on(t.applicantId, t.createdAt)
      .where(sql`${t.removedAt} is null`),
    // Logged-out applications the account verifying this address takes over.
    index('applications_unclaimed_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.applicantId} is null`),
  ],
);

/** Each change of an application's state, the first (`new`) when it was made: My applications' dates. */
export const applicationStateChanges = pgTable(
  'application_state_changes',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    state: text().$type<ApplicationState>().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** Who moved it; null for the application itself, a rented listing closing it, or an old row. */
    byUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('application_state_changes_state_check', sql`${t.state} in (${inList(APPLICATION_STATES)})`),
    index('application_state_changes_application_idx').on(t.applicationId, t.at),
  ],
);
