CREATE TABLE "report_notices" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "hold_key" text;--> statement-breakpoint
ALTER TABLE "report_notices" ADD CONSTRAINT "report_notices_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Reports sent before: each reporter counted as one toward the hold, as it was when they were sent.
UPDATE "reports" SET "hold_key" = "reporter_key";
