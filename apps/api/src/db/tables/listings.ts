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
    description: text(),
    contactNo1: text().notNull(),
    contactNo2: text(),
    email: text(),
    verified: boolean().notNull().default(false),
    sold: boolean().notNull().default(false),
    verifiedAt: timestamp({ withTimezone: true }),
    verifiedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listings_owner_idx').on(t.ownerId, t.createdAt),
    index('listings_unverified_idx')
      .on(t.kind, t.createdAt)
      .where(sql`${t.verified} = false`),
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
  },
  (t) => [uniqueIndex('listing_images_position_key').on(t.listingId, t.source, t.position)],
);
