ALTER TABLE "review_syncs" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "seen_in_run" uuid;