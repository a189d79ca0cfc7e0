import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { listingAttributeColumns } from './listing-attributes';
import { listings } from './listings';

/**
 * One row per verified listing and gazetteer place its location names (place, its city, its
 * district), carrying the sort keys, so "hostels in Kathmandu by price" is one index range read
 * in order instead of a scan of every listing whose text mentions Kathmandu.
 */
export const listingPlaces = pgTable(
  'listing_places',
  {
    place: text().notNull(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['hostel', 'property'] }).notNull(),
    sold: boolean().notNull(),
    /** Its verification ran out: ranked after current ones, before sold ones. */
    expired: boolean().notNull().default(false),
    /** Visited and measured (not only checked): the "Visited only" filter, and first among equals. */
    visited: boolean().notNull().default(false),
    price: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lat: doublePrecision(),
    lon: doublePrecision(),
    // Copies of what search filters by, so a filtered place search reads only these rows.
    rooms: integer(),
    ...listingAttributeColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.place, t.listingId] }),
    // Migration 0012 adds the filter columns to this one with INCLUDE (drizzle cannot declare it).
    index('listing_places_price_idx').on(t.kind, t.place, t.sold, t.expired, t.price, t.listingId),
    index('listing_places_price_desc_idx').on(
      t.kind,
      t.place,
      t.sold,
      t.expired,
      t.price.desc(),
      t.listingId.desc(),
    ),
    index('listing_places_newest_idx').on(
      t.kind,
      t.place,
      t.sold,
      t.expired,
      t.createdAt.desc(),
      t.listingId.desc(),
    ),
    index('listing_places_listing_idx').on(t.listingId),
  ],
);
