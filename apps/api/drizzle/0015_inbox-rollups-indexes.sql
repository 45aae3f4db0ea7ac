-- pg_trgm (contrib; trusted, so the database's owner may create it) for the search's trigram indexes.
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (src/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "reviews_organization_rating_idx";--> statement-breakpoint
DROP INDEX "reviews_location_rating_idx";--> statement-breakpoint
ALTER TABLE "review_rollups" ADD COLUMN "assigned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_organization_source_idx" ON "reviews" USING btree ("organization_id","source","reviewed_at");--> statement-breakpoint
CREATE INDEX "reviews_location_source_idx" ON "reviews" USING btree ("location_id","source","reviewed_at");--> statement-breakpoint
CREATE INDEX "reviews_comment_trgm_idx" ON "reviews" USING gin ("comment" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_reviewer_name_trgm_idx" ON "reviews" USING gin ("reviewer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_organization_rating_idx" ON "reviews" USING btree ("organization_id","rating","reviewed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_location_rating_idx" ON "reviews" USING btree ("location_id","rating","reviewed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE OR REPLACE FUNCTION review_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
-- Keeps review_rollups and member_review_rollups equal to a count of reviews, in the statement
-- that changes them. Removed rows are taken off rows that exist (update only: during a cascade
-- the rollup row, its location or its seller may already be gone); added rows are upserted.
-- A key reached by both sides of an update is updated in place, so it exists too.
-- Migration inbox-rollups-indexes added `assigned` (reviews with an assignee: the inbox's tabs).
BEGIN
  IF TG_OP = 'INSERT' THEN
    with src as (select new_rows.organization_id, new_rows.location_id, date_trunc('month', new_rows.reviewed_at at time zone 'UTC')::date as month, 1 as sign, new_rows.rating, (new_rows.reply_text is not null) as answered, (new_rows.source = 'form') as from_form, (new_rows.assigned_to is not null) as assigned from new_rows),
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
        coalesce(sum(sign) filter (where from_form), 0)::int as from_form,
        coalesce(sum(sign) filter (where assigned), 0)::int as assigned
      from src group by organization_id, location_id, month),
    changed as (
      update review_rollups r set
        reviews = r.reviews + d.reviews, rated = r.rated + d.rated, rating_sum = r.rating_sum + d.rating_sum,
        stars_1 = r.stars_1 + d.s1, stars_2 = r.stars_2 + d.s2, stars_3 = r.stars_3 + d.s3,
        stars_4 = r.stars_4 + d.s4, stars_5 = r.stars_5 + d.s5,
        answered = r.answered + d.answered, from_form = r.from_form + d.from_form, assigned = r.assigned + d.assigned
      from d where d.had_old and r.location_id = d.location_id and r.month = d.month
        and (d.reviews, d.rated, d.rating_sum, d.s1, d.s2, d.s3, d.s4, d.s5, d.answered, d.from_form, d.assigned) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      returning 1
    )
    insert into review_rollups as r (organization_id, location_id, month, reviews, rated, rating_sum,
        stars_1, stars_2, stars_3, stars_4, stars_5, answered, from_form, assigned)
      select organization_id, location_id, month, reviews, rated, rating_sum, s1, s2, s3, s4, s5, answered, from_form, assigned
      from d where not d.had_old order by location_id, month
    on conflict (location_id, month) do update set
      reviews = r.reviews + excluded.reviews, rated = r.rated + excluded.rated,
      rating_sum = r.rating_sum + excluded.rating_sum,
      stars_1 = r.stars_1 + excluded.stars_1, stars_2 = r.stars_2 + excluded.stars_2,
      stars_3 = r.stars_3 + excluded.stars_3, stars_4 = r.stars_4 + excluded.stars_4,
      stars_5 = r.stars_5 + excluded.stars_5,
      answered = r.answered + excluded.answered, from_form = r.from_form + excluded.from_form,
      assigned = r.assigned + excluded.assigned;
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
    with src as (select old_rows.organization_id, old_rows.location_id, date_trunc('month', old_rows.reviewed_at at time zone 'UTC')::date as month, -1 as sign, old_rows.rating, (old_rows.reply_text is not null) as answered, (old_rows.source = 'form') as from_form, (old_rows.assigned_to is not null) as assigned from old_rows),
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
        coalesce(sum(sign) filter (where from_form), 0)::int as from_form,
        coalesce(sum(sign) filter (where assigned), 0)::int as assigned
      from src group by organization_id, location_id, month),
    changed as (
      update review_rollups r set
        reviews = r.reviews + d.reviews, rated = r.rated + d.rated, rating_sum = r.rating_sum + d.rating_sum,
        stars_1 = r.stars_1 + d.s1, stars_2 = r.stars_2 + d.s2, stars_3 = r.stars_3 + d.s3,
        stars_4 = r.stars_4 + d.s4, stars_5 = r.stars_5 + d.s5,
        answered = r.answered + d.answered, from_form = r.from_form + d.from_form, assigned = r.assigned + d.assigned
      from d where d.had_old and r.location_id = d.location_id and r.month = d.month
        and (d.reviews, d.rated, d.rating_sum, d.s1, d.s2, d.s3, d.s4, d.s5, d.answered, d.from_form, d.assigned) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      returning 1
    )
    insert into review_rollups as r (organization_id, location_id, month, reviews, rated, rating_sum,
        stars_1, stars_2, stars_3, stars_4, stars_5, answered, from_form, assigned)
      select organization_id, location_id, month, reviews, rated, rating_sum, s1, s2, s3, s4, s5, answered, from_form, assigned
      from d where not d.had_old order by location_id, month
    on conflict (location_id, month) do update set
      reviews = r.reviews + excluded.reviews, rated = r.rated + excluded.rated,
      rating_sum = r.rating_sum + excluded.rating_sum,
      stars_1 = r.stars_1 + excluded.stars_1, stars_2 = r.stars_2 + excluded.stars_2,
      stars_3 = r.stars_3 + excluded.stars_3, stars_4 = r.stars_4 + excluded.stars_4,
      stars_5 = r.stars_5 + excluded.stars_5,
      answered = r.answered + excluded.answered, from_form = r.from_form + excluded.from_form,
      assigned = r.assigned + excluded.assigned;
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
    with src as (select new_rows.organization_id, new_rows.location_id, date_trunc('month', new_rows.reviewed_at at time zone 'UTC')::date as month, 1 as sign, new_rows.rating, (new_rows.reply_text is not null) as answered, (new_rows.source = 'form') as from_form, (new_rows.assigned_to is not null) as assigned from new_rows union all select old_rows.organization_id, old_rows.location_id, date_trunc('month', old_rows.reviewed_at at time zone 'UTC')::date as month, -1 as sign, old_rows.rating, (old_rows.reply_text is not null) as answered, (old_rows.source = 'form') as from_form, (old_rows.assigned_to is not null) as assigned from old_rows),
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
        coalesce(sum(sign) filter (where from_form), 0)::int as from_form,
        coalesce(sum(sign) filter (where assigned), 0)::int as assigned
      from src group by organization_id, location_id, month),
    changed as (
      update review_rollups r set
        reviews = r.reviews + d.reviews, rated = r.rated + d.rated, rating_sum = r.rating_sum + d.rating_sum,
        stars_1 = r.stars_1 + d.s1, stars_2 = r.stars_2 + d.s2, stars_3 = r.stars_3 + d.s3,
        stars_4 = r.stars_4 + d.s4, stars_5 = r.stars_5 + d.s5,
        answered = r.answered + d.answered, from_form = r.from_form + d.from_form, assigned = r.assigned + d.assigned
      from d where d.had_old and r.location_id = d.location_id and r.month = d.month
        and (d.reviews, d.rated, d.rating_sum, d.s1, d.s2, d.s3, d.s4, d.s5, d.answered, d.from_form, d.assigned) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      returning 1
    )
    insert into review_rollups as r (organization_id, location_id, month, reviews, rated, rating_sum,
        stars_1, stars_2, stars_3, stars_4, stars_5, answered, from_form, assigned)
      select organization_id, location_id, month, reviews, rated, rating_sum, s1, s2, s3, s4, s5, answered, from_form, assigned
      from d where not d.had_old order by location_id, month
    on conflict (location_id, month) do update set
      reviews = r.reviews + excluded.reviews, rated = r.rated + excluded.rated,
      rating_sum = r.rating_sum + excluded.rating_sum,
      stars_1 = r.stars_1 + excluded.stars_1, stars_2 = r.stars_2 + excluded.stars_2,
      stars_3 = r.stars_3 + excluded.stars_3, stars_4 = r.stars_4 + excluded.stars_4,
      stars_5 = r.stars_5 + excluded.stars_5,
      answered = r.answered + excluded.answered, from_form = r.from_form + excluded.from_form,
      assigned = r.assigned + excluded.assigned;
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
-- Backfill: the assigned reviews already stored, per location and month (every such key has its row since
-- migration dashboard-rollups).
UPDATE review_rollups r SET assigned = s.assigned
  FROM (SELECT location_id, date_trunc('month', reviews.reviewed_at at time zone 'UTC')::date AS month, count(*)::int AS assigned
    FROM reviews WHERE assigned_to IS NOT NULL GROUP BY 1, 2) s
  WHERE r.location_id = s.location_id AND r.month = s.month;