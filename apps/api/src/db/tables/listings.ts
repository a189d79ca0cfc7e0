import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listingAttributeColumns } from './listing-attributes';
import { users } from './users';

/** Hostels and landlord properties: one table, told apart by `kind`. */
export const listings = pgTable(
  'listings',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text({ enum: ['hostel', 'property'] }).notNull(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    location: text().notNull(),
    lat: doublePrecision(),
    lon: doublePrecision(),
    /** Monthly rent in NPR. */
    price: integer(),
    rooms: integer(),
    bathrooms: integer(),
    shutters: integer(),
    widthM: doublePrecision(),
    lengthM: doublePrecision(),
    /** A hostel's beds, kitchen and dining room, as a verifier counted them on site; null before. */
    beds: integer(),
    kitchen: boolean(),
    dining: boolean(),
    description: text(),
    ...listingAttributeColumns(),
    /**
     * The chat apps ('whatsapp', 'viber') the owner answers on at `contactNo1`; empty for neither.
     * Not copied to the search rows: nothing searches by it.
     */
    contactApps: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contactNo1: text().notNull(),
    contactNo2: text(),
    email: text(),
    verified: boolean().notNull().default(false),
    sold: boolean().notNull().default(false),
    verifiedAt: timestamp({ withTimezone: true }),
    verifiedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * What the current verification vouches for (`verifiedAt` is when): 'visited' (measured and
     * photographed on site) or 'checked' (the team checked the details from the desk); null while
     * unverified.
     */
    verificationLevel: text({ enum: ['visited', 'checked'] }),
    /** When the last verification ran out (set by the scheduled trust job); null while it is current. */
    verificationExpiredAt: timestamp({ withTimezone: true }),
    /**
     * When the owner last changed a material field (`MATERIAL_FIELDS` in the listings module) of a
     * verified listing, and which; null until then and again after a new verification.
     */
    changedSinceVerificationAt: timestamp({ withTimezone: true }),
    changedFields: text().array(),
    /** The owner's last price change: when, and the price before it; null until one. */
    priceChangedAt: timestamp({ withTimezone: true }),
    previousPrice: integer(),
    /** When the owner last said it is still available (listing it counts). */
    confirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the owner was last reminded to confirm; null once they have confirmed since. */
    reminderSentAt: timestamp({ withTimezone: true }),
    /** Unconfirmed for too long (set by the trust job): out of search until the owner confirms. */
    stale: boolean().notNull().default(false),
    /** When the admin hid it after reports: out of search and visible only to its owner and admins. */
    hiddenAt: timestamp({ withTimezone: true }),
    /** Enough open reports from different reporters: out of search until the admin decides. */
    heldByReports: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listings_owner_idx').on(t.ownerId, t.createdAt),
    index('listings_unverified_idx')
      .on(t.kind, t.createdAt)
      .where(sql`${t.verified} = false`),
    // The re-verification queue: verified listings whose verification ran out.
    index('listings_expired_idx')
      .on(t.kind, t.verificationExpiredAt)
      .where(sql`${t.verificationExpiredAt} is not null`),
  ],
);

export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** Who took the photo: the owner when listing, or the verifier (freelancer or admin) on site. */
    source: text({ enum: ['owner', 'verifier'] })
      .notNull()
      .default('owner'),
    storageKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * A verifier's photo's evidence (null for the owner's, and for verifier photos stored before it
     * was kept): the SHA-256 of the bytes uploaded, when it was taken (its EXIF, else when it
     * arrived), and where, with where that came from. The position is the admin's only.
     */
    sha256: text(),
    takenAt: timestamp({ withTimezone: true }),
    lat: doublePrecision(),
    lon: doublePrecision(),
    positionSource: text({ enum: ['exif', 'device', 'none'] }),
  },
  (t) => [
    uniqueIndex('listing_images_position_key').on(t.listingId, t.source, t.position),
    // The sweep of unused files asks which of many keys are still used.
    index('listing_images_storage_key_idx').on(t.storageKey),
  ],
);

/**
 * The last photo removed by position from each listing, and when: a second request for the same
 * position moments later is the same click sent twice (or retried), not a new removal.
 */
export const photoRemovals = pgTable('photo_removals', {
  listingId: uuid()
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  position: integer().notNull(),
  storageKey: text().notNull(),
  removedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
