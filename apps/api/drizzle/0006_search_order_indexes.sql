-- Every descending sort key is NULLS LAST, as drizzle-kit writes listing_places' indexes: an index
-- only serves an ORDER BY whose null placement matches, otherwise PostgreSQL sorts every match.
DROP INDEX IF EXISTS listings_verified_newest_idx;--> statement-breakpoint
CREATE INDEX listings_verified_newest_idx ON listings (kind, sold, created_at DESC NULLS LAST, id DESC NULLS LAST) WHERE verified;--> statement-breakpoint
DROP INDEX IF EXISTS listings_verified_price_desc_idx;--> statement-breakpoint
CREATE INDEX listings_verified_price_desc_idx ON listings (kind, sold, price DESC NULLS LAST, id DESC NULLS LAST) WHERE verified;--> statement-breakpoint
-- Nearest-first lists listings without coordinates after the rest; this keeps finding them cheap.
CREATE INDEX listings_verified_no_coordinates_idx ON listings (kind, sold, id) WHERE verified AND (lat IS NULL OR lon IS NULL);
--> statement-breakpoint
-- Nearest first walks one of these outward (KNN): one per kind and sold state, so the walk visits
-- only rows it can return instead of filtering out the other kind and, for sold, 95% of the rest.
DROP INDEX IF EXISTS listings_earth_idx;--> statement-breakpoint
CREATE INDEX listings_near_hostel_idx ON listings USING gist (ll_to_earth(lat, lon)) WHERE verified AND kind = 'hostel' AND NOT sold AND lat IS NOT NULL AND lon IS NOT NULL;--> statement-breakpoint
CREATE INDEX listings_near_sold_hostel_idx ON listings USING gist (ll_to_earth(lat, lon)) WHERE verified AND kind = 'hostel' AND sold AND lat IS NOT NULL AND lon IS NOT NULL;--> statement-breakpoint
CREATE INDEX listings_near_property_idx ON listings USING gist (ll_to_earth(lat, lon)) WHERE verified AND kind = 'property' AND NOT sold AND lat IS NOT NULL AND lon IS NOT NULL;--> statement-breakpoint
CREATE INDEX listings_near_sold_property_idx ON listings USING gist (ll_to_earth(lat, lon)) WHERE verified AND kind = 'property' AND sold AND lat IS NOT NULL AND lon IS NOT NULL;
