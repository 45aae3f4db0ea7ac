CREATE TABLE "review_attribution_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"changed_by" uuid,
	"from_seller_id" uuid,
	"from_attribution" text,
	"to_seller_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_attribution_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "matched_review_id" uuid;--> statement-breakpoint
ALTER TABLE "review_attribution_changes" ADD CONSTRAINT "review_attribution_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attribution_changes" ADD CONSTRAINT "review_attribution_changes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attribution_changes" ADD CONSTRAINT "review_attribution_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attribution_changes" ADD CONSTRAINT "review_attribution_changes_from_seller_id_users_id_fk" FOREIGN KEY ("from_seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attribution_changes" ADD CONSTRAINT "review_attribution_changes_to_seller_id_users_id_fk" FOREIGN KEY ("to_seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_attribution_changes_review_idx" ON "review_attribution_changes" USING btree ("review_id","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_matched_review_id_reviews_id_fk" FOREIGN KEY ("matched_review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_location_form_match_idx" ON "reviews" USING btree ("location_id","reviewed_at") WHERE source = 'form' and seller_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_matched_review_unique" ON "reviews" USING btree ("matched_review_id") WHERE matched_review_id is not null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_attribution_check" CHECK ("reviews"."attribution" is null or "reviews"."attribution" in ('certain', 'likely', 'corrected'));