CREATE TABLE "freelancers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_assignees" (
	"task_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	CONSTRAINT "task_assignees_task_id_freelancer_id_pk" PRIMARY KEY("task_id","freelancer_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"description" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "listing_images_position_key";--> statement-breakpoint
ALTER TABLE "listing_images" ADD COLUMN "source" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_accepted_by_freelancers_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."freelancers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "freelancers_live_user_key" ON "freelancers" USING btree ("user_id") WHERE "freelancers"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "freelancers_status_idx" ON "freelancers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "task_assignees_freelancer_idx" ON "task_assignees" USING btree ("freelancer_id");--> statement-breakpoint
CREATE INDEX "tasks_listing_idx" ON "tasks" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "tasks_accepted_by_idx" ON "tasks" USING btree ("accepted_by");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_position_key" ON "listing_images" USING btree ("listing_id","source","position");--> statement-breakpoint
-- Until now a property's photos could only come from its verification.
UPDATE "listing_images" SET "source" = 'verifier' FROM "listings" WHERE "listing_images"."listing_id" = "listings"."id" AND "listings"."kind" = 'property';
