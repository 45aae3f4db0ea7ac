import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reviewFacetRollups, reviews } from '../../db/schema/index.ts';
import type { Actor } from '../sellers/sellers.repository.ts';
import type { CountRows, Tally } from './reviews.inbox.counts.ts';
import { organizationZone, rollupScope, type InboxFilters } from './reviews.inbox.scope.ts';

/** What each tab counts: the stored figures, added up. */
function add(...parts: Array<Tally | undefined>): Tally {
  const total: Tally = { all: 0, assigned: 0, answered: 0 };
  for (const part of parts) {
    total.all += Number(part?.all ?? 0);
    total.assigned += Number(part?.assigned ?? 0);
    total.answered += Number(part?.answered ?? 0);
  }
  return total;
}

/**
 * Stars, source, location and days, for an owner or a manager: sums of `review_facet_rollups`.
 * Days are the organization's, rollup months are UTC: the whole months inside the range come
 * from the rollups, the reviews of the (at most two) partial months at its ends are counted
 * from the rows (`countRows`), through the filter's or the date's index. `from`/`to` alone leave
 * one end open.
 */
export function createFacetCounts(db: Db, countRows: CountRows) {
  return async function countsFromFacets(actor: Actor, filters: InboxFilters): Promise<Tally> {
    const sum = (months: SQL | undefined) => {
      const conditions = rollupScope(db, reviewFacetRollups, actor, filters.locationId);
      if (filters.ratings.length > 0) conditions.push(inArray(reviewFacetRollups.rating, filters.ratings));
      if (filters.source) conditions.push(eq(reviewFacetRollups.source, filters.source));
      if (months) conditions.push(months);
      return db
        .select({
          all: sql<number>`coalesce(sum(${reviewFacetRollups.reviews}), 0)::int`,
          assigned: sql<number>`coalesce(sum(${reviewFacetRollups.assigned}), 0)::int`,
          answered: sql<number>`coalesce(sum(${reviewFacetRollups.answered}), 0)::int`,
        })
        .from(reviewFacetRollups)
        .where(and(...conditions))
        .then((rows) => rows[0]);
    };
    if (!filters.from && !filters.to) return add(await sum(undefined));

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
    if (b.first !== null && b.end !== null && b.first >= b.end) return add(await countRows(actor, filters));

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
    const [whole, partial] = await Promise.all([sum(and(...months)), countRows(actor, undated, or(...edges) as SQL)]);
    return add(whole, partial);
  };
}
