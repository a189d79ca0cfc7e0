-- A hostel's facts as a verifier counts them on site (beds, kitchen, dining room), on the listing
-- and in its verification history. Existing rows stay null: nobody has counted them yet.
ALTER TABLE "listings" ADD COLUMN "beds" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "kitchen" boolean;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "dining" boolean;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "beds" integer;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "kitchen" boolean;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "dining" boolean;