-- Distance search ("nearest", radius) with earthdistance on cube; both ship with PostgreSQL contrib and PGlite.
CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public;--> statement-breakpoint
-- Free-text and typo-tolerant search over what a listing is called and where it is.
CREATE INDEX IF NOT EXISTS listings_location_trgm_idx ON listings USING gin (location gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_name_trgm_idx ON listings USING gin (name gin_trgm_ops);--> statement-breakpoint
-- Nearest-first reads the GiST index in distance order (cube's <-> KNN).
CREATE INDEX IF NOT EXISTS listings_earth_idx ON listings USING gist (ll_to_earth(lat, lon)) WHERE verified AND lat IS NOT NULL AND lon IS NOT NULL;--> statement-breakpoint
-- "Everything verified" pages, newest first or by price, sold last.
CREATE INDEX IF NOT EXISTS listings_verified_newest_idx ON listings (kind, sold, created_at DESC, id DESC) WHERE verified;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_verified_price_idx ON listings (kind, sold, price, id) WHERE verified;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_verified_price_desc_idx ON listings (kind, sold, price DESC, id DESC) WHERE verified;
