import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reviewFacetRollups, reviews } from '../../db/schema/index.ts';
import type { Actor } from '../sellers/sellers.repository.ts';
import { rollupSums, type CountRows, type TallySql } from './reviews.inbox.counts.ts';
import { organizationZone, rollupScope, type InboxFilters } from './reviews.inbox.scope.ts';

/** Two tallies added up, as one (each answers one row, so their cross join does too). */
const added = (a: TallySql, b: TallySql): TallySql =>
  sql`select (a."all" + b."all")::int as "all", (a.assigned + b.assigned)::int as assigned,
    (a.answered + b.answered)::int as answered from (${a}) a cross join (${b}) b`;

/**
 * Stars, source, location and days, for an owner or a manager: sums of `review_facet_rollups`.
 * Days are the organization's, rollup months are UTC: the whole months inside the range come
 * from the rollups, the reviews of the (at most two) partial months at its ends are counted
 * from the rows (`countRows`), through the filter's or the date's index, and both are added in
 * the same statement. `from`/`to` alone leave one end open. The answer is the tally as SQL,
 * read in the list's statement beside its page; only a date range reads its months first.
 */
export function createFacetCounts(db: Db, countRows: CountRows) {
  return async function tallyOfFacets(actor: Actor, filters: InboxFilters): Promise<TallySql> {
    const sum = (months: SQL | undefined) => {
      const conditions = rollupScope(db, reviewFacetRollups, actor, filters.locationId);
      if (filters.ratings.length > 0) conditions.push(inArray(reviewFacetRollups.rating, filters.ratings));
      if (filters.source) conditions.push(eq(reviewFacetRollups.source, filters.source));
      if (months) conditions.push(months);
      return rollupSums(reviewFacetRollups, and(...conditions));
    };
    if (!filters.from && !filters.to) return sum(undefined);

    // The range as instants (midnight in the organization's zone), and its whole UTC months:
    // `first` the first month starting at or after `from`, `end` the month `to`'s day ends in
    // (the months before it are whole). Read as text, so no precision is lost on the way back.
    const zone = organizationZone(actor);
    const from = filters.from ? sql`((${filters.from}::date)::timestamp at time zone ${zone})` : sql`null::timestamptz`;
    const to = filters.to ? sql`((${filters.to}::date + 1)::timestamp at time zone ${zone})` : sql`null::timestamptz`;
    const bounds = (await db.execute(sql`
        select f::text as "from", t::text as "to",
          (case when date_trunc('month', f at time zone 'UTC') at time zone 'UTC' = f
            then date_trunc('month', f at time zone 'UTC') else date_trunc('month', f at time zone 'UTC') + interval '1 month' end)::date::text as first,
          date_trunc('month', t at time zone 'UTC')::date::text as "end"
        from (select ${from} as f, ${to} as t) b`)) as unknown as {
      rows: Array<{ from: string | null; to: string | null; first: string | null; end: string | null }>;
    };
    const b = bounds.rows[0]!;
    // No whole month inside the range: every review of it is counted from the rows.
    if (b.first !== null && b.end !== null && b.first >= b.end) return countRows(actor, filters);

    const months: SQL[] = [];
    if (b.first !== null) months.push(sql`${reviewFacetRollups.month} >= ${b.first}::date`);
    if (b.end !== null) months.push(sql`${reviewFacetRollups.month} < ${b.end}::date`);
    const edges: SQL[] = [];
    if (b.from !== null)
      edges.push(
        sql`(${reviews.reviewedAt} >= ${b.from}::timestamptz and ${reviews.reviewedAt} < (${b.first}::date::timestamp at time zone 'UTC'))`,
      );
    if (b.to !== null)
      edges.push(
        sql`(${reviews.reviewedAt} >= (${b.end}::date::timestamp at time zone 'UTC') and ${reviews.reviewedAt} < ${b.to}::timestamptz)`,
      );
    const { from: _from, to: _to, ...undated } = filters;
    return added(sum(and(...months)), countRows(actor, undated, or(...edges) as SQL));
  };
}
