ALTER TABLE "listings" ADD COLUMN "changed_since_verification_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "changed_fields" text[];--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "previous_price" integer;