CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"reporter_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"verifier_kind" text NOT NULL,
	"verifier_id" uuid,
	"verifier_first_name" text,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"length_m" double precision,
	"width_m" double precision,
	"rooms" integer,
	"bathrooms" integer,
	"stated_length_m" double precision,
	"stated_width_m" double precision,
	"stated_rooms" integer,
	"stated_bathrooms" integer
);
--> statement-breakpoint
DROP INDEX "listing_places_price_idx";--> statement-breakpoint
DROP INDEX "listing_places_price_desc_idx";--> statement-breakpoint
DROP INDEX "listing_places_newest_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "verification_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "held_by_reports" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "expired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_verifier_id_users_id_fk" FOREIGN KEY ("verifier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_listing_idx" ON "reports" USING btree ("listing_id","status");--> statement-breakpoint
CREATE INDEX "reports_newest_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verifications_listing_idx" ON "verifications" USING btree ("listing_id","verified_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_expired_idx" ON "listings" USING btree ("kind","verification_expired_at") WHERE "listings"."verification_expired_at" is not null;--> statement-breakpoint
CREATE INDEX "listing_places_price_idx" ON "listing_places" USING btree ("kind","place","sold","expired","price","listing_id");--> statement-breakpoint
CREATE INDEX "listing_places_price_desc_idx" ON "listing_places" USING btree ("kind","place","sold","expired","price" DESC NULLS LAST,"listing_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_places_newest_idx" ON "listing_places" USING btree ("kind","place","sold","expired","created_at" DESC NULLS LAST,"listing_id" DESC NULLS LAST);--> statement-breakpoint
-- Listings whose verification ran out rank after current ones (before sold ones): the same
-- expression as the ORDER BY in search-repository.ts, so these indexes still serve it in order.
DROP INDEX IF EXISTS listings_verified_newest_idx;--> statement-breakpoint
CREATE INDEX listings_verified_newest_idx ON listings (kind, sold, (verification_expired_at IS NOT NULL), created_at DESC NULLS LAST, id DESC NULLS LAST) WHERE verified;--> statement-breakpoint
DROP INDEX IF EXISTS listings_verified_price_idx;--> statement-breakpoint
CREATE INDEX listings_verified_price_idx ON listings (kind, sold, (verification_expired_at IS NOT NULL), price, id) WHERE verified;--> statement-breakpoint
DROP INDEX IF EXISTS listings_verified_price_desc_idx;--> statement-breakpoint
CREATE INDEX listings_verified_price_desc_idx ON listings (kind, sold, (verification_expired_at IS NOT NULL), price DESC NULLS LAST, id DESC NULLS LAST) WHERE verified;--> statement-breakpoint
DROP INDEX IF EXISTS listings_verified_no_coordinates_idx;--> statement-breakpoint
CREATE INDEX listings_verified_no_coordinates_idx ON listings (kind, sold, (verification_expired_at IS NOT NULL), id) WHERE verified AND (lat IS NULL OR lon IS NULL);--> statement-breakpoint
-- Nearest first walks current and expired unsold listings apart (as it does sold ones), each in its own index.
DROP INDEX IF EXISTS listings_near_hostel_idx;--> statement-breakpoint
CREATE INDEX listings_near_hostel_idx ON listings USING gist (ll_to_earth(lat, lon)) WHERE verified AND kind = 'hostel' AND NOT sold AND verification_expired_at IS NULL AND lat IS NOT NULL AND lon IS NOT NULL;--> statement-breakpoint
CREATE INDEX listings_near_expired_hostel_idx ON listings USING gist (ll_to_earth(lat, lon)) WHERE verified AND kind = 'hostel' AND NOT sold AND verification_expired_at IS NOT NULL AND lat IS NOT NULL AND lon IS NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS listings_near_property_idx;--> statement-breakpoint
CREATE INDEX listings_near_property_idx ON listings USING gist (ll_to_earth(lat, lon)) WHERE verified AND kind = 'property' AND NOT sold AND verification_expired_at IS NULL AND lat IS NOT NULL AND lon IS NOT NULL;--> statement-breakpoint
CREATE INDEX listings_near_expired_property_idx ON listings USING gist (ll_to_earth(lat, lon)) WHERE verified AND kind = 'property' AND NOT sold AND verification_expired_at IS NOT NULL AND lat IS NOT NULL AND lon IS NOT NULL;--> statement-breakpoint
-- Listings verified before verifications were recorded get their evidence from what the row holds.
INSERT INTO verifications (listing_id, verifier_kind, verifier_id, verifier_first_name, verified_at, length_m, width_m, rooms, bathrooms, stated_rooms)
SELECT l.id,
       CASE WHEN f.name IS NULL THEN 'team' ELSE 'freelancer' END,
       l.verified_by,
       split_part(trim(f.name), ' ', 1),
       coalesce(l.verified_at, l.updated_at),
       CASE WHEN l.kind = 'property' THEN l.length_m END,
       CASE WHEN l.kind = 'property' THEN l.width_m END,
       CASE WHEN l.kind = 'property' THEN l.rooms END,
       CASE WHEN l.kind = 'property' THEN l.bathrooms END,
       CASE WHEN l.kind = 'hostel' THEN l.rooms END
FROM listings l
LEFT JOIN users u ON u.id = l.verified_by
LEFT JOIN LATERAL (SELECT name FROM freelancers WHERE user_id = l.verified_by AND status = 'approved' AND u.role = 'Freelancer' LIMIT 1) f ON true
WHERE l.verified;
