CREATE TABLE "reward_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"reward_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_entries_kind_check" CHECK ("reward_entries"."kind" in ('pending', 'distributed', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "reward_reviews" (
	"reward_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	CONSTRAINT "reward_reviews_pk" PRIMARY KEY("reward_id","review_id")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "winners_count" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_reviews" ADD CONSTRAINT "reward_reviews_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_reviews" ADD CONSTRAINT "reward_reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_entries_reward_id_idx" ON "reward_entries" USING btree ("reward_id","created_at");--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_campaign_winner_location_unique" UNIQUE NULLS NOT DISTINCT("campaign_id","winner_id","location_id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_winners_count_check" CHECK ("campaigns"."winners_count" is null or "campaigns"."winners_count" > 0);--> statement-breakpoint
-- Campaigns that already have rewards were closed by hand before the close-out existed: never again.
UPDATE "campaigns" SET "closed_at" = now() WHERE "id" IN (SELECT "campaign_id" FROM "rewards");
