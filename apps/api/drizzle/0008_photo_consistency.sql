CREATE TABLE "photo_removals" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_removals" ADD CONSTRAINT "photo_removals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_images_storage_key_idx" ON "listing_images" USING btree ("storage_key");