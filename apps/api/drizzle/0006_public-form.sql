ALTER TABLE "reviews" ADD COLUMN "attribution" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewer_first_name" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewer_last_name" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_attribution_check" CHECK ("reviews"."attribution" is null or "reviews"."attribution" in ('certain', 'likely'));