CREATE TABLE "review_facet_rollups" (
	"organization_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
	"rating" smallint NOT NULL,
	"source" text NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_facet_rollups_location_id_month_rating_source_pk" PRIMARY KEY("location_id","month","rating","source")
);
--> statement-breakpoint
ALTER TABLE "review_facet_rollups" ADD CONSTRAINT "review_facet_rollups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_facet_rollups" ADD CONSTRAINT "review_facet_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_facet_rollups_organization_idx" ON "review_facet_rollups" USING btree ("organization_id","rating","source","month");
--> statement-breakpoint
CREATE FUNCTION review_facet_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
-- Keeps review_facet_rollups equal to a count of reviews by location, month (UTC, as review_rollups),
-- stars (0: none) and source, in the statement that changes them: review_rollups_apply()'s scheme.
-- Removed rows are taken off rows that exist (update only: during a cascade the rollup row or its
-- location may already be gone); added rows are upserted. A key reached by both sides of an update
-- is updated in place, so it exists too; an update that changes nothing counted writes nothing.
BEGIN
  IF TG_OP = 'INSERT' THEN
    with src as (select new_rows.organization_id, new_rows.location_id, date_trunc('month', new_rows.reviewed_at at time zone 'UTC')::date as month, coalesce(new_rows.rating, 0)::smallint as rating, new_rows.source, 1 as sign, (new_rows.reply_text is not null) as answered, (new_rows.assigned_to is not null) as assigned from new_rows),
    d as (select organization_id, location_id, month, rating, source, bool_or(sign < 0) as had_old,
        sum(sign)::int as reviews,
        coalesce(sum(sign) filter (where answered), 0)::int as answered,
        coalesce(sum(sign) filter (where assigned), 0)::int as assigned
      from src group by organization_id, location_id, month, rating, source),
    changed as (
      update review_facet_rollups r set
        reviews = r.reviews + d.reviews, answered = r.answered + d.answered, assigned = r.assigned + d.assigned
      from d where d.had_old and r.location_id = d.location_id and r.month = d.month
        and r.rating = d.rating and r.source = d.source
        and (d.reviews, d.answered, d.assigned) <> (0, 0, 0)
      returning 1
    )
    insert into review_facet_rollups as r (organization_id, location_id, month, rating, source, reviews, answered, assigned)
      select organization_id, location_id, month, rating, source, reviews, answered, assigned
      from d where not d.had_old order by location_id, month, rating, source
    on conflict (location_id, month, rating, source) do update set
      reviews = r.reviews + excluded.reviews, answered = r.answered + excluded.answered,
      assigned = r.assigned + excluded.assigned;
  ELSIF TG_OP = 'DELETE' THEN
    with src as (select old_rows.organization_id, old_rows.location_id, date_trunc('month', old_rows.reviewed_at at time zone 'UTC')::date as month, coalesce(old_rows.rating, 0)::smallint as rating, old_rows.source, -1 as sign, (old_rows.reply_text is not null) as answered, (old_rows.assigned_to is not null) as assigned from old_rows),
    d as (select organization_id, location_id, month, rating, source, bool_or(sign < 0) as had_old,
        sum(sign)::int as reviews,
        coalesce(sum(sign) filter (where answered), 0)::int as answered,
        coalesce(sum(sign) filter (where assigned), 0)::int as assigned
      from src group by organization_id, location_id, month, rating, source),
    changed as (
      update review_facet_rollups r set
        reviews = r.reviews + d.reviews, answered = r.answered + d.answered, assigned = r.assigned + d.assigned
      from d where d.had_old and r.location_id = d.location_id and r.month = d.month
        and r.rating = d.rating and r.source = d.source
        and (d.reviews, d.answered, d.assigned) <> (0, 0, 0)
      returning 1
    )
    insert into review_facet_rollups as r (organization_id, location_id, month, rating, source, reviews, answered, assigned)
      select organization_id, location_id, month, rating, source, reviews, answered, assigned
      from d where not d.had_old order by location_id, month, rating, source
    on conflict (location_id, month, rating, source) do update set
      reviews = r.reviews + excluded.reviews, answered = r.answered + excluded.answered,
      assigned = r.assigned + excluded.assigned;
  ELSE
    with src as (select new_rows.organization_id, new_rows.location_id, date_trunc('month', new_rows.reviewed_at at time zone 'UTC')::date as month, coalesce(new_rows.rating, 0)::smallint as rating, new_rows.source, 1 as sign, (new_rows.reply_text is not null) as answered, (new_rows.assigned_to is not null) as assigned from new_rows union all select old_rows.organization_id, old_rows.location_id, date_trunc('month', old_rows.reviewed_at at time zone 'UTC')::date as month, coalesce(old_rows.rating, 0)::smallint as rating, old_rows.source, -1 as sign, (old_rows.reply_text is not null) as answered, (old_rows.assigned_to is not null) as assigned from old_rows),
    d as (select organization_id, location_id, month, rating, source, bool_or(sign < 0) as had_old,
        sum(sign)::int as reviews,
        coalesce(sum(sign) filter (where answered), 0)::int as answered,
        coalesce(sum(sign) filter (where assigned), 0)::int as assigned
      from src group by organization_id, location_id, month, rating, source),
    changed as (
      update review_facet_rollups r set
        reviews = r.reviews + d.reviews, answered = r.answered + d.answered, assigned = r.assigned + d.assigned
      from d where d.had_old and r.location_id = d.location_id and r.month = d.month
        and r.rating = d.rating and r.source = d.source
        and (d.reviews, d.answered, d.assigned) <> (0, 0, 0)
      returning 1
    )
    insert into review_facet_rollups as r (organization_id, location_id, month, rating, source, reviews, answered, assigned)
      select organization_id, location_id, month, rating, source, reviews, answered, assigned
      from d where not d.had_old order by location_id, month, rating, source
    on conflict (location_id, month, rating, source) do update set
      reviews = r.reviews + excluded.reviews, answered = r.answered + excluded.answered,
      assigned = r.assigned + excluded.assigned;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reviews_facet_rollups_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_facet_rollups_apply();--> statement-breakpoint
CREATE TRIGGER reviews_facet_rollups_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_facet_rollups_apply();--> statement-breakpoint
CREATE TRIGGER reviews_facet_rollups_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_facet_rollups_apply();--> statement-breakpoint
-- Backfill from the reviews already stored (same keys as the trigger).
INSERT INTO review_facet_rollups (organization_id, location_id, month, rating, source, reviews, answered, assigned)
  SELECT organization_id, location_id, date_trunc('month', reviews.reviewed_at at time zone 'UTC')::date, coalesce(rating, 0)::smallint, source,
    count(*), count(*) filter (where reply_text is not null), count(*) filter (where assigned_to is not null)
  FROM reviews GROUP BY 1, 2, 3, 4, 5;