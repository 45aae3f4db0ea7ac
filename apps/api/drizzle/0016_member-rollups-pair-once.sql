-- A customer's form submission and the same review posted on Google (matched by the import:
-- matched_review_id = the submission) count once for the seller, as in campaigns: the Google twin
-- counts for no member while matched_review_id is set. A manager's correction clears the match
-- (reviews.attribution.repository.ts), so a corrected Google review counts on its own.
-- review_rollups_apply() is 0015's body with `and <rows>.matched_review_id is null` added to
-- every member_review_rollups source; review_rollups (per location) is unchanged.
CREATE OR REPLACE FUNCTION review_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
-- Keeps review_rollups and member_review_rollups equal to a count of reviews, in the statement
-- that changes them. Removed rows are taken off rows that exist (update only: during a cascade
-- the rollup row, its location or its seller may already be gone); added rows are upserted.
-- A key reached by both sides of an update is updated in place, so it exists too.
-- Migration inbox-rollups-indexes added `assigned` (reviews with an assignee: the inbox's tabs).
-- Migration member-rollups-pair-once: a Google review matched to a form submission (matched_review_id
-- is not null) is that submission posted again and counts for no member; the submission counts.
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
    with src as (select new_rows.organization_id, new_rows.seller_id, new_rows.location_id, date_trunc('month', new_rows.reviewed_at at time zone 'UTC')::date as month, 1 as sign, new_rows.rating from new_rows where new_rows.seller_id is not null and new_rows.matched_review_id is null),
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
    with src as (select old_rows.organization_id, old_rows.seller_id, old_rows.location_id, date_trunc('month', old_rows.reviewed_at at time zone 'UTC')::date as month, -1 as sign, old_rows.rating from old_rows where old_rows.seller_id is not null and old_rows.matched_review_id is null),
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
    with src as (select new_rows.organization_id, new_rows.seller_id, new_rows.location_id, date_trunc('month', new_rows.reviewed_at at time zone 'UTC')::date as month, 1 as sign, new_rows.rating from new_rows where new_rows.seller_id is not null and new_rows.matched_review_id is null union all select old_rows.organization_id, old_rows.seller_id, old_rows.location_id, date_trunc('month', old_rows.reviewed_at at time zone 'UTC')::date as month, -1 as sign, old_rows.rating from old_rows where old_rows.seller_id is not null and old_rows.matched_review_id is null),
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
-- A correction now clears the match (the manager said it was wrong): the Google reviews corrected
-- before this migration lose theirs too, so they count on their own for the member they were given.
UPDATE reviews SET matched_review_id = NULL WHERE attribution = 'corrected' AND matched_review_id IS NOT NULL;--> statement-breakpoint
-- Rebuild: member_review_rollups recounted from reviews under the rule (same month as the trigger).
DELETE FROM member_review_rollups;--> statement-breakpoint
INSERT INTO member_review_rollups (organization_id, seller_id, location_id, month, reviews, rated, rating_sum)
  SELECT organization_id, seller_id, location_id, date_trunc('month', reviewed_at at time zone 'UTC')::date AS month,
    count(*)::int, count(rating)::int, coalesce(sum(rating), 0)::int
  FROM reviews WHERE seller_id IS NOT NULL AND matched_review_id IS NULL
  GROUP BY organization_id, seller_id, location_id, date_trunc('month', reviewed_at at time zone 'UTC')::date;
