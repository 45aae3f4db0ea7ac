import type { ReviewCounts } from '@starcrew/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reviewRollups, reviews, type reviewFacetRollups } from '../../db/schema/index.ts';
import type { Actor } from '../sellers/sellers.repository.ts';
import { createFacetCounts } from './reviews.inbox.facets.ts';
import { inboxFiltered, rollupScope, type InboxFilters } from './reviews.inbox.scope.ts';

/** The three figures stored or counted for the tabs (the others are what is left of `all`). */
export type Tally = { all: number; assigned: number; answered: number };

/**
 * The tally as SQL: a statement answering one row of three integers named `all`, `assigned`
 * and `answered` (an aggregate with no grouping always answers one row). It is read inside the
 * list's one statement, beside its page (reviews.inbox.repository.ts), or alone (the export's
 * count).
 */
export type TallySql = SQL;

/** One aggregate over the rows the filters match, narrowed further by `extra` when given. */
export type CountRows = (actor: Actor, filters: InboxFilters, extra?: SQL) => TallySql;

/**
 * Whether the filters leave the caller's scope and location as they are: the inbox as it opens.
 * Its tab counts are then sums of `review_rollups` (location × month).
 */
export function opensUnfiltered(filters: InboxFilters): boolean {
  return filters.ratings.length === 0 && !filters.source && !filters.from && !filters.to && !countsNeedRows(filters);
}

/**
 * Whether a filter cuts across every rollup (the text search, topics, sentiment): the counts are
 * then one aggregate over the matching rows. Stars, source, location and days are sums of
 * `review_facet_rollups` (location × month × stars × source), plus the rows of a date range's
 * partial months (reviews/DECISIONS.md, "At one million reviews").
 */
export function countsNeedRows(filters: InboxFilters): boolean {
  return Boolean(filters.search) || filters.topics.length > 0 || Boolean(filters.sentiment);
}

/** Every tab's count from the three that are stored (the others are what is left of `all`). */
export const tabCounts = (row: Tally | undefined): ReviewCounts => {
  const all = Number(row?.all ?? 0);
  const assigned = Number(row?.assigned ?? 0);
  const answered = Number(row?.answered ?? 0);
  return { all, assigned, unassigned: all - assigned, answered, unanswered: all - answered };
};

/** The sums of a rollup table's three figures, as a tally. */
export const rollupSums = (table: typeof reviewRollups | typeof reviewFacetRollups, where: SQL | undefined) =>
  sql`select coalesce(sum(${table.reviews}), 0)::int as "all", coalesce(sum(${table.assigned}), 0)::int as assigned,
    coalesce(sum(${table.answered}), 0)::int as answered from ${table} where ${where ?? sql`true`}`;

/**
 * The inbox's tab counts under its filters, as SQL (`tallyOf`, read in the list's one
 * statement) or read alone (`countsOf`: the export's row count).
 */
export function createInboxCounts(db: Db) {
  /** One aggregate over the rows the filters match (a seller's inbox, a search, topics, sentiment, a partial month). */
  const tallyOfRows: CountRows = (actor, filters, extra) => {
    const matched = inboxFiltered(db, actor, filters);
    return sql`select count(*)::int as "all",
      (count(*) filter (where ${reviews.assignedTo} is not null))::int as assigned,
      (count(*) filter (where ${reviews.replyText} is not null))::int as answered
      from ${reviews} where ${extra ? (and(matched, extra) as SQL) : matched}`;
  };

  const tallyOfFacets = createFacetCounts(db, tallyOfRows);

  /**
   * Every tab's count under the filters, exact: from `review_rollups` when the inbox opens
   * unfiltered (the sum over the locations the caller sees, a few rows a location and month),
   * from `review_facet_rollups` for stars, source and days (owner and manager), else (a
   * seller's inbox, a search, topics, sentiment) one aggregate over the matching rows, found
   * through the filter's index (reviews/DECISIONS.md, "At one million reviews"). Async: a date
   * range's months are read first (reviews.inbox.facets.ts).
   */
  async function tallyOf(actor: Actor, filters: InboxFilters): Promise<TallySql> {
    if (actor.role === 'seller' || countsNeedRows(filters)) return tallyOfRows(actor, filters);
    if (opensUnfiltered(filters))
      return rollupSums(reviewRollups, and(...rollupScope(db, reviewRollups, actor, filters.locationId)));
    return tallyOfFacets(actor, filters);
  }

  return {
    tallyOf,
    async countsOf(actor: Actor, filters: InboxFilters): Promise<ReviewCounts> {
      const result = (await db.execute(await tallyOf(actor, filters))) as unknown as { rows: Tally[] };
      return tabCounts(result.rows[0]);
    },
  };
}
