CREATE TABLE "member_review_rollups" (
	"organization_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rated" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_review_rollups_seller_id_location_id_month_pk" PRIMARY KEY("seller_id","location_id","month")
);
--> statement-breakpoint
CREATE TABLE "review_rollups" (
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rated" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"from_form" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_rollups_location_id_month_pk" PRIMARY KEY("location_id","month")
);
--> statement-breakpoint
ALTER TABLE "member_review_rollups" ADD CONSTRAINT "member_review_rollups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_review_rollups" ADD CONSTRAINT "member_review_rollups_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_review_rollups" ADD CONSTRAINT "member_review_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rollups" ADD CONSTRAINT "review_rollups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rollups" ADD CONSTRAINT "review_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_review_rollups_organization_location_idx" ON "member_review_rollups" USING btree ("organization_id","location_id");--> statement-breakpoint
CREATE INDEX "review_rollups_organization_month_idx" ON "review_rollups" USING btree ("organization_id","month");
--> statement-breakpoint
CREATE FUNCTION review_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
-- Keeps review_rollups and member_review_rollups equal to a count of reviews, in the statement
-- that changes them. Removed rows are taken off rows that exist (update only: during a cascade
-- the rollup row, its location or its seller may already be gone); added rows are upserted.
-- A key reached by both sides of an update is updated in place, so it exists too.
BEGIN
  IF TG_OP = 'INSERT' THEN
    with src as (select new_rows.organization_id, new_rows.location_id, date_trunc('month', new_rows.reviewed_at at time zone 'UTC')::date as month, 1 as sign, new_rows.rating, (new_rows.reply_text is not null) as answered, (new_rows.source = 'form') as from_form from new_rows),
    d as (select organization_id, location_id, month, bool_or(sign < 0) as had_old,
        sum(sign)::int as reviews,
        coalesce(sum(sign) filter (where rating is not null), 0)::int as rated,
        coalesce(sum(sign * rating), 0)::int as rating_sum,
        coalesce(sum(sign) filter (where rating = 1), 0)::int as s1,
        coalesce(sum(sign) filter (where rating = 2), 0)::int as s2,
        coalesce(sum(sign) filter (where rating = 3), 0)::int as s3,
        coalesce(sum(sign) filter (where rating = 4), 0)::int as s4,
        coalesce(sum(sign) filter (where rating = 5), 0)::int as s5,
        coalesce(sum(sign) filter (where answered), 0)::int as answered,
        coalesce(sum(sign) filter (where from_form), 0)::int as from_form
      from src group by organization_id, location_id, month),
    changed as (
      update review_rollups r set
        reviews = r.reviews + d.reviews, rated = r.rated + d.rated, rating_sum = r.rating_sum + d.rating_sum,
        stars_1 = r.stars_1 + d.s1, stars_2 = r.stars_2 + d.s2, stars_3 = r.stars_3 + d.s3,
        stars_4 = r.stars_4 + d.s4, stars_5 = r.stars_5 + d.s5,
        answered = r.answered + d.answered, from_form = r.from_form + d.from_form
      from d where d.had_old and r.location_id = d.location_id and r.month = d.month
        and (d.reviews, d.rated, d.rating_sum, d.s1, d.s2, d.s3, d.s4, d.s5, d.answered, d.from_form) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      returning 1
    )
    insert into review_rollups as r (organization_id, location_id, month, reviews, rated, rating_sum,
        stars_1, stars_2, stars_3, stars_4, stars_5, answered, from_form)
      select organization_id, location_id, month, reviews, rated, rating_sum, s1, s2, s3, s4, s5, answered, from_form
      from d where not d.had_old order by location_id, month
    on conflict (location_id, month) do update set
      reviews = r.reviews + excluded.reviews, rated = r.rated + excluded.rated,
      rating_sum = r.rating_sum + excluded.rating_sum,
      stars_1 = r.stars_1 + excluded.stars_1, stars_2 = r.stars_2 + excluded.stars_2,
      stars_3 = r.stars_3 + excluded.stars_3, stars_4 = r.stars_4 + excluded.stars_4,
      stars_5 = r.stars_5 + excluded.stars_5,
      answered = r.answered + excluded.answered, from_form = r.from_form + excluded.from_form;
    with src as (select new_rows.organization_id, new_rows.seller_id, new_rows.location_id, date_trunc('month', new_rows.reviewed_at at time zone 'UTC')::date as month, 1 as sign, new_rows.rating from new_rows where new_rows.seller_id is not null),
    d as (select organization_id, seller_id, location_id, month, bool_or(sign < 0) as had_old,
        sum(sign)::int as reviews,
        coalesce(sum(sign) filter (where rating is not null), 0)::int as rated,
        coalesce(sum(sign * rating), 0)::int as rating_sum
      from src group by organization_id, seller_id, location_id, month),
    changed as (
      update member_review_rollups r set
        reviews = r.reviews + d.reviews, rated = r.rated + d.rated, rating_sum = r.rating_sum + d.rating_sum
      from d where d.had_old and r.seller_id = d.seller_id and r.location_id = d.location_id and r.month = d.month
        and (d.reviews, d.rated, d.rating_sum) <> (0, 0, 0)
      returning 1
    )
    insert into member_review_rollups as r (organization_id, seller_id, location_id, month, reviews, rated, rating_sum)
      select organization_id, seller_id, location_id, month, reviews, rated, rating_sum
      from d where not d.had_old order by seller_id, location_id, month
    on conflict (seller_id, location_id, month) do update set
      reviews = r.reviews + excluded.reviews, rated = r.rated + excluded.rated,
      rating_sum = r.rating_sum + excluded.rating_sum;
  ELSIF TG_OP = 'DELETE' THEN
    with src as (select old_rows.organization_id, old_rows.location_id, date_trunc('month', old_rows.reviewed_at at time zone 'UTC')::date as month, -1 as sign, old_rows.rating, (old_rows.reply_text is not null) as answered, (old_rows.source = 'form') as from_form from old_rows),
    d as (select organization_id, location_id, month, bool_or(sign < 0) as had_old,
        sum(sign)::int as reviews,
        coalesce(sum(sign) filter (where rating is not null), 0)::int as rated,
        coalesce(sum(sign * rating), 0)::int as rating_sum,
        coalesce(sum(sign) filter (where rating = 1), 0)::int as s1,
        coalesce(sum(sign) filter (where rating = 2), 0)::int as s2,
        coalesce(sum(sign) filter (where rating = 3), 0)::int as s3,
        coalesce(sum(sign) filter (where rating = 4), 0)::int as s4,
        coalesce(sum(sign) filter (where rating = 5), 0)::int as s5,
        coalesce(sum(sign) filter (where answered), 0)::int as answered,
        coalesce(sum(sign) filter (where from_form), 0)::int as from_form
      from src group by organization_id, location_id, month),
    changed as (
      update review_rollups r set
        reviews = r.reviews + d.reviews, rated = r.rated + d.rated, rating_sum = r.rating_sum + d.rating_sum,
        stars_1 = r.stars_1 + d.s1, stars_2 = r.stars_2 + d.s2, stars_3 = r.stars_3 + d.s3,
        stars_4 = r.stars_4 + d.s4, stars_5 = r.stars_5 + d.s5,
        answered = r.answered + d.answered, from_form = r.from_form + d.from_form
      from d where d.had_old and r.location_id = d.location_id and r.month = d.month
        and (d.reviews, d.rated, d.rating_sum, d.s1, d.s2, d.s3, d.s4, d.s5, d.answered, d.from_form) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      returning 1
    )
    insert into review_rollups as r (organization_id, location_id, month, reviews, rated, rating_sum,
        stars_1, stars_2, stars_3, stars_4, stars_5, answered, from_form)
      select organization_id, location_id, month, reviews, rated, rating_sum, s1, s2, s3, s4, s5, answered, from_form
      from d where not d.had_old order by location_id, month
    on conflict (location_id, month) do update set
      reviews = r.reviews + excluded.reviews, rated = r.rated + excluded.rated,
      rating_sum = r.rating_sum + excluded.rating_sum,
      stars_1 = r.stars_1 + excluded.stars_1, stars_2 = r.stars_2 + excluded.stars_2,
      stars_3 = r.stars_3 + excluded.stars_3, stars_4 = r.stars_4 + excluded.stars_4,
      stars_5 = r.stars_5 + excluded.stars_5,
      answered = r.answered + excluded.answered, from_form = r.from_form + excluded.from_form;
    with src as (select old_rows.organization_id, old_rows.seller_id, old_rows.location_id, date_trunc('month', old_rows.reviewed_at at time zone 'UTC')::date as month, -1 as sign, old_rows.rating from old_rows where old_rows.seller_id is not null),
    d as (select organization_id, seller_id, location_id, month, bool_or(sign < 0) as had_old,
        sum(sign)::int as reviews,
        coalesce(sum(sign) filter (where rating is not null), 0)::int as rated,
        coalesce(sum(sign * rating), 0)::int as rating_sum
      from src group by organization_id, seller_id, location_id, month),
    changed as (
      update member_review_rollups r set
        reviews = r.reviews + d.reviews, rated = r.rated + d.rated, rating_sum = r.rating_sum + d.rating_sum
      from d where d.had_old and r.seller_id = d.seller_id and r.location_id = d.location_id and r.month = d.month
        and (d.reviews, d.rated, d.rating_sum) <> (0, 0, 0)
      returning 1
    )
    insert into member_review_rollups as r (organization_id, seller_id, location_id, month, reviews, rated, rating_sum)
      select organization_id, seller_id, location_id, month, reviews, rated, rating_sum
      from d where not d.had_old order by seller_id, location_id, month
    on conflict (seller_id, location_id, month) do update set
      reviews = r.reviews + excluded.reviews, rated = r.rated + excluded.rated,
      rating_sum = r.rating_sum + excluded.rating_sum;
  ELSE
    with src as (select new_rows.organization_id, new_rows.location_id, date_trunc('month', new_rows.reviewed_at at time zone 'UTC')::date as month, 1 as sign, new_rows.rating, (new_rows.reply_text is not null) as answered, (new_rows.source = 'form') as from_form from new_rows union all select old_rows.organization_id, old_rows.location_id, date_trunc('month', old_rows.reviewed_at at time zone 'UTC')::date as month, -1 as sign, old_rows.rating, (old_rows.reply_text is not null) as answered, (old_rows.source = 'form') as from_form from old_rows),
    d as (select organization_id, location_id, month, bool_or(sign < 0) as had_old,
        sum(sign)::int as reviews,
        coalesce(sum(sign) filter (where rating is not null), 0)::int as rated,
        coalesce(sum(sign * rating), 0)::int as rating_sum,
        coalesce(sum(sign) filter (where rating = 1), 0)::int as s1,
        coalesce(sum(sign) filter (where rating = 2), 0)::int as s2,
        coalesce(sum(sign) filter (where rating = 3), 0)::int as s3,
        coalesce(sum(sign) filter (where rating = 4), 0)::int as s4,
        coalesce(sum(sign) filter (where rating = 5), 0)::int as s5,
        coalesce(sum(sign) filter (where answered), 0)::int as answered,
        coalesce(sum(sign) filter (where from_form), 0)::int as from_form
      from src group by organization_id, location_id, month),
    changed as (
      update review_rollups r set
        reviews = r.reviews + d.reviews, rated = r.rated + d.rated, rating_sum = r.rating_sum + d.rating_sum,
        stars_1 = r.stars_1 + d.s1, stars_2 = r.stars_2 + d.s2, stars_3 = r.stars_3 + d.s3,
        stars_4 = r.stars_4 + d.s4, stars_5 = r.stars_5 + d.s5,
        answered = r.answered + d.answered, from_form = r.from_form + d.from_form
      from d where d.had_old and r.location_id = d.location_id and r.month = d.month
        and (d.reviews, d.rated, d.rating_sum, d.s1, d.s2, d.s3, d.s4, d.s5, d.answered, d.from_form) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      returning 1
    )
    insert into review_rollups as r (organization_id, location_id, month, reviews, rated, rating_sum,
        stars_1, stars_2, stars_3, stars_4, stars_5, answered, from_form)
      select organization_id, location_id, month, reviews, rated, rating_sum, s1, s2, s3, s4, s5, answered, from_form
      from d where not d.had_old order by location_id, month
    on conflict (location_id, month) do update set
      reviews = r.reviews + excluded.reviews, rated = r.rated + excluded.rated,
      rating_sum = r.rating_sum + excluded.rating_sum,
      stars_1 = r.stars_1 + excluded.stars_1, stars_2 = r.stars_2 + excluded.stars_2,
      stars_3 = r.stars_3 + excluded.stars_3, stars_4 = r.stars_4 + excluded.stars_4,
      stars_5 = r.stars_5 + excluded.stars_5,
      answered = r.answered + excluded.answered, from_form = r.from_form + excluded.from_form;
    with src as (select new_rows.organization_id, new_rows.seller_id, new_rows.location_id, date_trunc('month', new_rows.reviewed_at at time zone 'UTC')::date as month, 1 as sign, new_rows.rating from new_rows where new_rows.seller_id is not null union all select old_rows.organization_id, old_rows.seller_id, old_rows.location_id, date_trunc('month', old_rows.reviewed_at at time zone 'UTC')::date as month, -1 as sign, old_rows.rating from old_rows where old_rows.seller_id is not null),
    d as (select organization_id, seller_id, location_id, month, bool_or(sign < 0) as had_old,
        sum(sign)::int as reviews,
        coalesce(sum(sign) filter (where rating is not null), 0)::int as rated,
        coalesce(sum(sign * rating), 0)::int as rating_sum
      from src group by organization_id, seller_id, location_id, month),
    changed as (
      update member_review_rollups r set
        reviews = r.reviews + d.reviews, rated = r.rated + d.rated, rating_sum = r.rating_sum + d.rating_sum
      from d where d.had_old and r.seller_id = d.seller_id and r.location_id = d.location_id and r.month = d.month
        and (d.reviews, d.rated, d.rating_sum) <> (0, 0, 0)
      returning 1
    )
    insert into member_review_rollups as r (organization_id, seller_id, location_id, month, reviews, rated, rating_sum)
      select organization_id, seller_id, location_id, month, reviews, rated, rating_sum
      from d where not d.had_old order by seller_id, location_id, month
    on conflict (seller_id, location_id, month) do update set
      reviews = r.reviews + excluded.reviews, rated = r.rated + excluded.rated,
      rating_sum = r.rating_sum + excluded.rating_sum;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reviews_rollups_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_rollups_apply();--> statement-breakpoint
CREATE TRIGGER reviews_rollups_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_rollups_apply();--> statement-breakpoint
CREATE TRIGGER reviews_rollups_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_rollups_apply();--> statement-breakpoint
-- Backfill from the reviews already stored.
INSERT INTO review_rollups (organization_id, location_id, month, reviews, rated, rating_sum,
    stars_1, stars_2, stars_3, stars_4, stars_5, answered, from_form)
  SELECT organization_id, location_id, date_trunc('month', reviews.reviewed_at at time zone 'UTC')::date, count(*), count(rating), coalesce(sum(rating), 0),
    count(*) filter (where rating = 1), count(*) filter (where rating = 2), count(*) filter (where rating = 3),
    count(*) filter (where rating = 4), count(*) filter (where rating = 5),
    count(*) filter (where reply_text is not null), count(*) filter (where source = 'form')
  FROM reviews GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO member_review_rollups (organization_id, seller_id, location_id, month, reviews, rated, rating_sum)
  SELECT organization_id, seller_id, location_id, date_trunc('month', reviews.reviewed_at at time zone 'UTC')::date, count(*), count(rating), coalesce(sum(rating), 0)
  FROM reviews WHERE seller_id IS NOT NULL GROUP BY 1, 2, 3, 4;
