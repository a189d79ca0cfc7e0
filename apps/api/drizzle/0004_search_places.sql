CREATE TABLE "listing_places" (
	"place" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sold" boolean NOT NULL,
	"price" integer,
	"created_at" timestamp with time zone NOT NULL,
	"lat" double precision,
	"lon" double precision,
	CONSTRAINT "listing_places_place_listing_id_pk" PRIMARY KEY("place","listing_id")
);
--> statement-breakpoint
ALTER TABLE "listing_places" ADD CONSTRAINT "listing_places_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_places_price_idx" ON "listing_places" USING btree ("kind","place","sold","price","listing_id");--> statement-breakpoint
CREATE INDEX "listing_places_price_desc_idx" ON "listing_places" USING btree ("kind","place","sold","price" DESC NULLS LAST,"listing_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_places_newest_idx" ON "listing_places" USING btree ("kind","place","sold","created_at" DESC NULLS LAST,"listing_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_places_listing_idx" ON "listing_places" USING btree ("listing_id");