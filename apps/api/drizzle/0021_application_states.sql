CREATE TABLE "application_state_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" uuid,
	CONSTRAINT "application_state_changes_state_check" CHECK ("application_state_changes"."state" in ('new', 'seen', 'contacted', 'visit_arranged', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
DROP INDEX "applications_pending_email_key";--> statement-breakpoint
DROP INDEX "applications_pending_idx";--> statement-breakpoint
DROP INDEX "applications_completed_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "state_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "closed_because_rented" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing applications (docs/decisions/0020): a completed one is accepted since it was completed,
-- any other is new since it was made; the history starts with each one's `new`.
UPDATE applications SET state = 'accepted', state_changed_at = completed_at WHERE completed_at IS NOT NULL;--> statement-breakpoint
UPDATE applications SET state_changed_at = created_at WHERE completed_at IS NULL;--> statement-breakpoint
INSERT INTO application_state_changes (application_id, state, at)
  SELECT id, 'new', created_at FROM applications;--> statement-breakpoint
INSERT INTO application_state_changes (application_id, state, at, by_user_id)
  SELECT id, 'accepted', completed_at, completed_by FROM applications WHERE completed_at IS NOT NULL;--> statement-breakpoint
-- A completed application did not stop the same email applying again to the listing; only the
-- newest of those may stay open or accepted now (the unique index below). An older one ends as
-- withdrawn when its newer one was made: the applicant applied afresh.
WITH superseded AS (
  SELECT id, lag(created_at) OVER (PARTITION BY listing_id, email ORDER BY created_at DESC, id DESC) AS newer_at
  FROM applications WHERE removed_at IS NULL
), moved AS (
  UPDATE applications a SET state = 'withdrawn', state_changed_at = s.newer_at
  FROM superseded s WHERE a.id = s.id AND s.newer_at IS NOT NULL
  RETURNING a.id, a.state_changed_at
)
INSERT INTO application_state_changes (application_id, state, at)
  SELECT id, 'withdrawn', state_changed_at FROM moved;--> statement-breakpoint
ALTER TABLE "application_state_changes" ADD CONSTRAINT "application_state_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_state_changes" ADD CONSTRAINT "application_state_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_state_changes_application_idx" ON "application_state_changes" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_live_email_key" ON "applications" USING btree ("listing_id","email") WHERE "applications"."state" in ('new', 'seen', 'contacted', 'visit_arranged', 'accepted') and "applications"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "applications_state_idx" ON "applications" USING btree ("state","created_at") WHERE "applications"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_id","created_at") WHERE "applications"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "applications_unclaimed_email_idx" ON "applications" USING btree (lower("email")) WHERE "applications"."applicant_id" is null;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_state_check" CHECK ("applications"."state" in ('new', 'seen', 'contacted', 'visit_arranged', 'accepted', 'declined', 'withdrawn'));