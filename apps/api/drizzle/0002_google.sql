CREATE TABLE "business_profile_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"connected_by" uuid,
	"provider" text NOT NULL,
	"account_email" text,
	"refresh_token_encrypted" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_profile_connections_status_check" CHECK ("business_profile_connections"."status" in ('connected', 'revoked')),
	CONSTRAINT "business_profile_connections_provider_check" CHECK ("business_profile_connections"."provider" in ('google', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "review_syncs" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"google_account_id" text NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"mode" text,
	"page_token" text,
	"synced_until" timestamp with time zone,
	"run_newest" timestamp with time zone,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_completed_at" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_syncs_status_check" CHECK ("review_syncs"."status" in ('idle', 'running', 'failed')),
	CONSTRAINT "review_syncs_mode_check" CHECK ("review_syncs"."mode" is null or "review_syncs"."mode" in ('full', 'incremental'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"source" text NOT NULL,
	"google_review_id" text,
	"rating" integer,
	"comment" text,
	"reviewer_name" text NOT NULL,
	"reviewer_email" text,
	"reviewer_photo_url" text,
	"language" text,
	"reply_text" text,
	"reply_updated_at" timestamp with time zone,
	"seller_id" uuid,
	"assigned_to" uuid,
	"reviewed_at" timestamp with time zone NOT NULL,
	"review_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_source_check" CHECK ("reviews"."source" in ('google', 'form')),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" is null or "reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_google_id_check" CHECK (("reviews"."source" = 'google') = ("reviews"."google_review_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "business_profile_connections" ADD CONSTRAINT "business_profile_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profile_connections" ADD CONSTRAINT "business_profile_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_syncs" ADD CONSTRAINT "review_syncs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_syncs" ADD CONSTRAINT "review_syncs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_profile_connections_organization_unique" ON "business_profile_connections" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "review_syncs_organization_id_idx" ON "review_syncs" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_location_google_unique" ON "reviews" USING btree ("location_id","google_review_id");--> statement-breakpoint
CREATE INDEX "reviews_organization_id_idx" ON "reviews" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "reviews_location_reviewed_at_idx" ON "reviews" USING btree ("location_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "reviews_seller_id_idx" ON "reviews" USING btree ("seller_id");