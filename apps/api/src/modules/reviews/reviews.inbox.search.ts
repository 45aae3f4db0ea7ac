import type { ReviewSort, ReviewTab } from '@starcrew/contract';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../sellers/sellers.repository.ts';
import { inboxFiltered, type InboxFilters } from './reviews.inbox.scope.ts';

/**
 * A text search's counts and page in one reading of its matches (reviews/DECISIONS.md, "The
 * text search"). Its exact counts must read every review that matches (the trigram index finds
 * candidates, each row's text is then checked), whatever the page; before, the page read those
 * rows a second time beside them, through the same index, then sorted them all to keep ten (the
 * planner cannot estimate `ilike '%word%'`: it expected 81 matches of 15k). Here the matches are
 * read once into a materialized CTE of their keys (id, date, stars, assigned, answered: some 60
 * bytes each), and the counts and the page's ids are both taken from it; the page's rows are
 * then read by id in the same statement (the repository's `page`, as for every list). The CTE
 * is the whole matching set, so its plan does not hang on the estimate.
 */

const onTab: Record<ReviewTab, SQL> = {
  all: sql`true`,
  assigned: sql`assigned`,
  unassigned: sql`not assigned`,
  answered: sql`answered`,
  unanswered: sql`not answered`,
};

/** The list's orders (the repository's `orderOf`), on the CTE's columns (`m.id`: the uuid, not the text sent). */
const onOrder: Record<ReviewSort, SQL> = {
  newest: sql`m.reviewed_at desc, m.id desc`,
  oldest: sql`m.reviewed_at asc, m.id asc`,
  lowest: sql`m.rating asc nulls last, m.reviewed_at desc, m.id desc`,
};

/**
 * The search's head of the list's statement (reviews.inbox.repository.ts, `page`): one row of
 * its tally (`all`, `assigned`, `answered`) and its page's ids in the list's order (`ids`).
 */
export function searchCountsAndIds(
  db: Db,
  actor: Actor,
  filters: InboxFilters,
  query: { tab: ReviewTab; sort: ReviewSort; limit: number | Placeholder; offset: number | Placeholder },
): SQL {
  return sql`
    with m as materialized (
      select id, reviewed_at, rating, assigned_to is not null as assigned, reply_text is not null as answered
      from reviews where ${inboxFiltered(db, actor, filters)}
    )
    select (select count(*) from m)::int as "all",
      (select count(*) from m where assigned)::int as assigned,
      (select count(*) from m where answered)::int as answered,
      array(select m.id from m where ${onTab[query.tab]} order by ${onOrder[query.sort]}
        limit ${query.limit} offset ${query.offset}) as ids`;
}
