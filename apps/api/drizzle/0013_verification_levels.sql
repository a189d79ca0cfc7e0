ALTER TABLE "listings" ADD COLUMN "verification_level" text;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "visited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing verified listings get the level their verification earned (docs/decisions/0012).
-- Visited: the latest verification measured it (the measurement form, a freelancer's task or the
-- admin in person); or, where no verification is on record, it has measurements, the verifier's
-- photos or a completed task. Checked: everything else verified, i.e. hostels verified from the desk.
UPDATE listings l SET verification_level = CASE WHEN coalesce(
    (SELECT v.length_m IS NOT NULL FROM verifications v
      WHERE v.listing_id = l.id ORDER BY v.verified_at DESC LIMIT 1),
    (l.length_m IS NOT NULL AND l.width_m IS NOT NULL)
      OR EXISTS (SELECT 1 FROM listing_images i WHERE i.listing_id = l.id AND i.source = 'verifier')
      OR EXISTS (SELECT 1 FROM tasks t WHERE t.listing_id = l.id AND t.completed_at IS NOT NULL)
  ) THEN 'visited' ELSE 'checked' END
  WHERE l.verified AND l.verification_level IS NULL;--> statement-breakpoint
UPDATE listing_places lp SET visited = true
  FROM listings l
  WHERE l.id = lp.listing_id AND l.verification_level = 'visited' AND NOT lp.visited;--> statement-breakpoint
-- "Visited only" is one more filter the price index carries (as migration 0012's), so a filtered
-- count stays an index-only scan.
DROP INDEX IF EXISTS listing_places_price_idx;--> statement-breakpoint
CREATE INDEX listing_places_price_idx ON listing_places (kind, place, sold, expired, price, listing_id)
  INCLUDE (created_at, rooms, gender, meals, amenities, property_type, furnished, parking, water, floor, visited);
