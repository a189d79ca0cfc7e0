-- A verifier's photo's evidence: the SHA-256 of the uploaded bytes, when and where it was taken and
-- where the position came from. Photos stored before keep null in each: their originals are gone
-- (only the re-encoded files without metadata were kept), so nothing can be computed for them.
ALTER TABLE "listing_images" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "position_source" text;