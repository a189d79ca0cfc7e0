CREATE TABLE "shortlist_items" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_items_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "shortlist_shares" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_shares_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"saved_search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alerts_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"query" jsonb NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "meals" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "property_type" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "furnished" boolean;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "parking" boolean;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "water" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "floor" integer;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "rooms" integer;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "meals" text;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "property_type" text;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "furnished" boolean;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "parking" boolean;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "water" text;--> statement-breakpoint
ALTER TABLE "listing_places" ADD COLUMN "floor" integer;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_shares" ADD CONSTRAINT "shortlist_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shortlist_items_newest_idx" ON "shortlist_items" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shortlist_items_listing_idx" ON "shortlist_items" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_listing_idx" ON "saved_search_alerts" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("checked_at") WHERE "saved_searches"."paused" = false;