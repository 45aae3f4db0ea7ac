import type { ReviewCounts } from '@starcrew/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reviewRollups, reviews } from '../../db/schema/index.ts';
import type { Actor } from '../sellers/sellers.repository.ts';
import { createFacetCounts } from './reviews.inbox.facets.ts';
import { inboxFiltered, rollupScope, type InboxFilters } from './reviews.inbox.scope.ts';

/** The three figures stored or counted for the tabs (the others are what is left of `all`). */
export type Tally = { all: number; assigned: number; answered: number };

/** One aggregate over the rows the filters match, narrowed further by `extra` when given. */
export type CountRows = (actor: Actor, filters: InboxFilters, extra?: SQL) => Promise<Tally | undefined>;

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

/**
 * The inbox's tab counts under its filters (`countsOf`): the list's page and the export's row
 * count read them from here.
 */
export function createInboxCounts(db: Db) {
  /**
   * The tab counts of an owner's or a manager's unfiltered inbox: the rollups of the locations
   * they see (reviewsVisibleTo's scope, by location), a few rows a location and month.
   */
  async function countsFromRollups(actor: Actor, locationId: string | undefined): Promise<Tally | undefined> {
    const [row] = await db
      .select({
        all: sql<number>`coalesce(sum(${reviewRollups.reviews}), 0)::int`,
        assigned: sql<number>`coalesce(sum(${reviewRollups.assigned}), 0)::int`,
        answered: sql<number>`coalesce(sum(${reviewRollups.answered}), 0)::int`,
      })
      .from(reviewRollups)
      .where(and(...rollupScope(db, reviewRollups, actor, locationId)));
    return row;
  }

  /** One aggregate over the rows the filters match (a seller's inbox, a search, topics, sentiment, a partial month). */
  async function countsFromRows(actor: Actor, filters: InboxFilters, extra?: SQL): Promise<Tally | undefined> {
    const [row] = await db
      .select({
        all: sql<number>`count(*)::int`,
        assigned: sql<number>`(count(*) filter (where ${reviews.assignedTo} is not null))::int`,
        answered: sql<number>`(count(*) filter (where ${reviews.replyText} is not null))::int`,
      })
      .from(reviews)
      .where(extra ? (and(inboxFiltered(db, actor, filters), extra) as SQL) : inboxFiltered(db, actor, filters));
    return row;
  }

  const countsFromFacets = createFacetCounts(db, countsFromRows);

  /**
   * Every tab's count under the filters, exact: from `review_rollups` when the inbox opens
   * unfiltered, from `review_facet_rollups` for stars, source and days (owner and manager), else
   * (a seller's inbox, a search, topics, sentiment) one aggregate over the matching rows, found
   * through the filter's index (reviews/DECISIONS.md, "At one million reviews").
   */
  return async function countsOf(actor: Actor, filters: InboxFilters): Promise<ReviewCounts> {
    if (actor.role === 'seller' || countsNeedRows(filters)) return tabCounts(await countsFromRows(actor, filters));
    if (opensUnfiltered(filters)) return tabCounts(await countsFromRollups(actor, filters.locationId));
    return tabCounts(await countsFromFacets(actor, filters));
  };
}
