-- Every descending sort key is NULLS LAST, as drizzle-kit writes listing_places' indexes: an index
-- only serves an ORDER BY whose null placement matches, otherwise PostgreSQL sorts every match.
DROP INDEX IF EXISTS listings_verified_newest_idx;--> statement-breakpoint
CREATE INDEX listings_verified_newest_idx ON listings (kind, sold, created_at DESC NULLS LAST, id DESC NULLS LAST) WHERE verified;--> statement-breakpoint
DROP INDEX IF EXISTS listings_verified_price_desc_idx;--> statement-breakpoint
CREATE INDEX listings_verified_price_desc_idx ON listings (kind, sold, price DESC NULLS LAST, id DESC NULLS LAST) WHERE verified;--> statement-breakpoint
-- Nearest-first lists listings without coordinates after the rest; this keeps finding them cheap.
CREATE INDEX listings_verified_no_coordinates_idx ON listings (kind, sold, id) WHERE verified AND (lat IS NULL OR lon IS NULL);
