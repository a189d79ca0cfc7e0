-- What a visit records beyond measurements: its checklist (the answered items, in the form's order),
-- water hours, the verifier's own notes and the floor found. Earlier verifications keep null in
-- each: nobody asked them, and their notes were copied onto the listing's description then.
ALTER TABLE "verifications" ADD COLUMN "checklist" jsonb;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "water_hours" integer;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "floor" integer;