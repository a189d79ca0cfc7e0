import { sql } from 'drizzle-orm';
import { boolean, integer, text } from 'drizzle-orm/pg-core';

/**
 * What an owner may say beyond price and rooms (null where not said), for hostels (gender, meals,
 * amenities) and landlord properties (the rest). The listings table holds them and the search
 * rows copy them, so both declare the same columns from here. A function: a table needs its own
 * column builders.
 */
export function listingAttributeColumns() {
  return {
    gender: text({ enum: ['boys', 'girls', 'anyone'] }),
    meals: text({ enum: ['none', 'some', 'all'] }),
    amenities: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    propertyType: text({ enum: ['room', 'flat', 'house', 'commercial'] }),
    furnished: boolean(),
    parking: boolean(),
    water: text({ enum: ['all_day', 'scheduled', 'tanker'] }),
    floor: integer(),
  };
}
