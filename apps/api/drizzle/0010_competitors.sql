CREATE TABLE "competitor_snapshots" (
	"competitor_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"average_rating" numeric(3, 2),
	"total_reviews" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitor_snapshots" ADD CONSTRAINT "competitor_snapshots_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_snapshots" ADD CONSTRAINT "competitor_snapshots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_snapshots" ADD CONSTRAINT "competitor_snapshots_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competitor_snapshots_competitor_day_unique" ON "competitor_snapshots" USING btree ("competitor_id","day");--> statement-breakpoint
CREATE INDEX "competitor_snapshots_location_day_idx" ON "competitor_snapshots" USING btree ("location_id","day");--> statement-breakpoint
CREATE INDEX "competitor_snapshots_organization_id_idx" ON "competitor_snapshots" USING btree ("organization_id");