-- A filtered search counts its matches (up to 1,001) and, by price, reads its page from this index.
-- With the filter columns carried in it (INCLUDE), both are index-only scans; without them each
-- match costs a visit to listing_places' heap, and a filtered search in a large place cost up to
-- three times a plain one. Same keys as before (drizzle's table definition names them); drizzle
-- cannot declare INCLUDE, hence this hand-written migration.
DROP INDEX IF EXISTS listing_places_price_idx;--> statement-breakpoint
CREATE INDEX listing_places_price_idx ON listing_places (kind, place, sold, expired, price, listing_id)
  INCLUDE (created_at, rooms, gender, meals, amenities, property_type, furnished, parking, water, floor);
