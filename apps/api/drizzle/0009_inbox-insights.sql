ALTER TABLE "reviews" ADD COLUMN "topics" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "sentiment" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_topics_idx" ON "reviews" USING gin ("topics");--> statement-breakpoint
CREATE INDEX "reviews_organization_sentiment_idx" ON "reviews" USING btree ("organization_id","sentiment","reviewed_at");--> statement-breakpoint
CREATE INDEX "reviews_location_sentiment_idx" ON "reviews" USING btree ("location_id","sentiment","reviewed_at");--> statement-breakpoint
CREATE INDEX "reviews_unanalysed_idx" ON "reviews" USING btree ("id") WHERE sentiment is null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sentiment_check" CHECK ("reviews"."sentiment" is null or "reviews"."sentiment" in ('positive', 'neutral', 'negative'));