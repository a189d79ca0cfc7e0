import type { ChecklistAnswer, ChecklistItem } from '@app/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * Every verification of a listing, kept as history: the newest is the evidence tenants see (who,
 * when, what was measured beside what the owner stated). A re-verification adds a row.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** A freelancer on a task, or the Ghar Bhada team (an admin) directly. */
    verifierKind: text({ enum: ['freelancer', 'team'] }).notNull(),
    verifierId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The freelancer's first name as it was then (public); null for the team. */
    verifierFirstName: text(),
    verifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lengthM: doublePrecision(),
    widthM: doublePrecision(),
    rooms: integer(),
    bathrooms: integer(),
    /** A hostel's, counted on the visit; null for a property and for the team's desk verification. */
    beds: integer(),
    kitchen: boolean(),
    dining: boolean(),
    statedLengthM: doublePrecision(),
    statedWidthM: doublePrecision(),
    statedRooms: integer(),
    statedBathrooms: integer(),
    /** The visit's checklist as answered, in the form's order; null for a desk check or a visit sent without one. */
    checklist: jsonb().$type<{ item: ChecklistItem; answer: ChecklistAnswer }[]>(),
    /** Hours a day water runs, when the verifier asked. */
    waterHours: integer(),
    /** The verifier's own words about the place (the visit form's `description`); never the listing's. */
    notes: text(),
    /** The floor the verifier found a property on (0 = ground). */
    floor: integer(),
  },
  (t) => [index('verifications_listing_idx').on(t.listingId, t.verifiedAt.desc())],
);

/** A visitor's report about a listing; who sent it is kept only as a keyed hash of their address. */
export const reports = pgTable(
  'reports',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    details: text(),
    reporterKey: text().notNull(),
    /**
     * What this report counts as toward holding the listing out of search: the HMAC of the
     * network (/24, /64) of a logged-in reporter; null for an anonymous report, which reaches the
     * admin but holds nothing (docs/decisions/0016).
     */
    holdKey: text(),
    status: text({ enum: ['open', 'dismissed', 'hidden', 'sold'] })
      .notNull()
      .default('open'),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_listing_idx').on(t.listingId, t.status),
    index('reports_newest_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/** When a listing's owner was last mailed about a report: at most once a day per listing. */
export const reportNotices = pgTable('report_notices', {
  listingId: uuid()
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  mailedAt: timestamp({ withTimezone: true }).notNull(),
});
