CREATE TABLE "reply_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "reviews_organization_id_idx";--> statement-breakpoint
DROP INDEX "reviews_seller_id_idx";--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_templates_organization_id_idx" ON "reply_templates" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "reviews_organization_reviewed_at_idx" ON "reviews" USING btree ("organization_id","reviewed_at","id");--> statement-breakpoint
CREATE INDEX "reviews_organization_rating_idx" ON "reviews" USING btree ("organization_id","rating","reviewed_at");--> statement-breakpoint
CREATE INDEX "reviews_location_rating_idx" ON "reviews" USING btree ("location_id","rating","reviewed_at");--> statement-breakpoint
CREATE INDEX "reviews_location_unanswered_idx" ON "reviews" USING btree ("location_id","reviewed_at") WHERE reply_text is null;--> statement-breakpoint
CREATE INDEX "reviews_seller_reviewed_at_idx" ON "reviews" USING btree ("seller_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "reviews_assigned_to_idx" ON "reviews" USING btree ("assigned_to","reviewed_at");