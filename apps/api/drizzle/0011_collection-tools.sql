CREATE TABLE "collection_templates" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"sms_body" text NOT NULL,
	"email_subject" text NOT NULL,
	"email_body" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender_name" text NOT NULL,
	"seller_id" uuid,
	"seller_name" text,
	"channel" text NOT NULL,
	"first_name" text NOT NULL,
	"recipient" text NOT NULL,
	"link" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "review_requests_channel_check" CHECK ("review_requests"."channel" in ('email', 'sms')),
	CONSTRAINT "review_requests_status_check" CHECK ("review_requests"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "collection_templates" ADD CONSTRAINT "collection_templates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_templates" ADD CONSTRAINT "collection_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_templates" ADD CONSTRAINT "collection_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_requests_location_created_idx" ON "review_requests" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "review_requests_sender_created_idx" ON "review_requests" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "review_requests_organization_id_idx" ON "review_requests" USING btree ("organization_id");