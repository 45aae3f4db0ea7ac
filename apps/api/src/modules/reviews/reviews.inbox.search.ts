import type { ReviewSort } from '@starcrew/contract';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reviews } from '../../db/schema/index.ts';
import type { Actor } from '../sellers/sellers.repository.ts';
import { matchesSearch, type InboxFilters } from './reviews.inbox.scope.ts';

/**
 * A text search's page (reviews/DECISIONS.md, "The text search's page"). The trigram index finds
 * every match, and the planner, which expects a few dozen (it cannot estimate `ilike '%word%'`),
 * then reads and sorts them all to keep ten: 15k rows for a common word at 1M reviews. When the
 * exact counts say the matches are many, a walk of the list's own order under the other filters
 * finds the page after a few hundred rows instead. The walk is a subquery with a `limit`, so the
 * search cannot be pushed into it (no trigram bitmap) and it is planned as the first rows of an
 * index in the list's order; the limit also bounds it when the matches are not spread evenly
 * (a word of old reviews sorted newest first): a walk that ends before the page is full gives
 * way to the reading of the matches.
 */

/** How many times the rows a walk expects to read it may read, plus a margin for small pages. */
const WALK_SLACK = 4;
const WALK_MARGIN = 200;

/**
 * How many rows a walk may read for a page, or undefined when reading the matches costs less.
 * `matches`: the tab's exact count under every filter; `rows`: under every filter but the search
 * (what the walk goes through); `through`: the matches up to the page's last row. If the matches
 * are spread evenly, a walk finds them after `through × rows / matches` rows.
 */
export function walkLimit({ through, matches, rows }: { through: number; matches: number; rows: number }) {
  if (matches <= 0 || through <= 0) return undefined;
  const limit = Math.ceil(((through * rows) / matches) * WALK_SLACK) + WALK_MARGIN;
  // Reading the matches costs at least `matches` rows (their trigram candidates, then a sort).
  return limit < matches ? limit : undefined;
}

/**
 * The ids of a search's page, as a subquery: the first `limit` rows of the list's order under
 * every filter but the search (`rest`: the caller's scope, the other filters and the tab), then
 * the search over those rows, `perPage` of them from `offset`.
 */
export function walkedPage(
  db: Db,
  rest: SQL,
  search: string,
  query: { sort: ReviewSort; offset: number; perPage: number; limit: number },
  order: SQL[],
) {
  const walk = db
    .select({
      id: reviews.id,
      comment: reviews.comment,
      reviewerName: reviews.reviewerName,
      reviewedAt: reviews.reviewedAt,
      rating: reviews.rating,
    })
    .from(reviews)
    .where(rest)
    .orderBy(...order)
    .limit(query.limit)
    .as('walk');
  return (
    db
      .select({ id: walk.id })
      .from(walk)
      .where(matchesSearch(search, walk.comment, walk.reviewerName))
      // The list's order again, on the walk's columns: the walk's rows come in it, so no sort.
      .orderBy(
        ...(query.sort === 'oldest'
          ? [asc(walk.reviewedAt), asc(walk.id)]
          : query.sort === 'lowest'
            ? [sql`${walk.rating} asc nulls last`, desc(walk.reviewedAt), desc(walk.id)]
            : [desc(walk.reviewedAt), desc(walk.id)]),
      )
      .limit(query.perPage)
      .offset(query.offset)
  );
}

/** Whether a search's page may walk: the counts without the search must be cheap (rollups, or a seller's own rows). */
export function mayWalk(actor: Actor, filters: InboxFilters): boolean {
  return actor.role === 'seller' || (filters.topics.length === 0 && !filters.sentiment);
}
