import type { ReviewCounts, ReviewSort, ReviewTab } from '@starcrew/contract';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { locations, organizations, reviews, userLocations, users, type ReviewRow } from '../../db/schema/index.ts';
import { isUuid } from '../locations/locations.repository.ts';
import { membersVisibleTo, type Actor } from '../sellers/sellers.repository.ts';
import { createInboxCounts, opensUnfiltered, tabCounts } from './reviews.inbox.counts.ts';
import { inboxFiltered, reviewsVisibleTo, type InboxFilters } from './reviews.inbox.scope.ts';
import { searchCountsAndIds } from './reviews.inbox.search.ts';

export interface MemberName {
  id: string;
  firstName: string;
  lastName: string;
}

export interface InboxRow {
  review: ReviewRow;
  locationTitle: string;
  collectedBy: MemberName | null;
  assignedTo: MemberName | null;
}

const tabCondition: Record<ReviewTab, SQL | undefined> = {
  all: undefined,
  assigned: isNotNull(reviews.assignedTo),
  unassigned: isNull(reviews.assignedTo),
  answered: isNotNull(reviews.replyText),
  unanswered: isNull(reviews.replyText),
};

const orderOf: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.reviewedAt), desc(reviews.id)],
  oldest: [asc(reviews.reviewedAt), asc(reviews.id)],
  // A comment without stars last; the newest first among equal ratings.
  lowest: [sql`${reviews.rating} asc nulls last`, desc(reviews.reviewedAt), desc(reviews.id)],
};

/**
 * Keyset paging of the export: the rows strictly after the last one sent, in the same order as
 * the list. `at` is the last row's `reviewed_at` as PostgreSQL's text (microseconds kept: a JS
 * Date would round them and skip or repeat rows that share a millisecond).
 */
export interface InboxCursor {
  at: string;
  id: string;
  rating: number | null;
}

const afterCursor: Record<ReviewSort, (c: InboxCursor) => SQL> = {
  newest: (c) => sql`(${reviews.reviewedAt}, ${reviews.id}) < (${c.at}::timestamptz, ${c.id}::uuid)`,
  oldest: (c) => sql`(${reviews.reviewedAt}, ${reviews.id}) > (${c.at}::timestamptz, ${c.id}::uuid)`,
  // Rating ascending with the star-less last, then newest first (orderOf.lowest).
  lowest: (c) => {
    const later = sql`(${reviews.reviewedAt}, ${reviews.id}) < (${c.at}::timestamptz, ${c.id}::uuid)`;
    if (c.rating === null) return sql`(${reviews.rating} is null and ${later})`;
    return sql`(${reviews.rating} > ${c.rating} or ${reviews.rating} is null or (${reviews.rating} = ${c.rating} and ${later}))`;
  },
};

const collector = alias(users, 'collector');
const assignee = alias(users, 'assignee');

/** A left-joined member: drizzle gives null when the join found no one. */
const name = (row: MemberName | null): MemberName | null =>
  row ? { id: row.id, firstName: row.firstName, lastName: row.lastName } : null;

/**
 * The inbox's rows (reviews.inbox.scope.ts says which): a tab's page, the export's batches, one
 * review, its writes, and who it may be assigned to. The tab counts are reviews.inbox.counts.ts'.
 */
export function createInboxRepository(db: Db) {
  const { tallyOf, countsOf } = createInboxCounts(db);

  /** What a tab shows under the filters: the one condition of the list, its counts' tab and the export. */
  function where(actor: Actor, filters: InboxFilters, tab: ReviewTab): SQL {
    const base = inboxFiltered(db, actor, filters);
    const condition = tabCondition[tab];
    return condition ? (and(base, condition) as SQL) : base;
  }

  const selection = {
    review: reviews,
    locationTitle: locations.title,
    collector: { id: collector.id, firstName: collector.firstName, lastName: collector.lastName },
    assignee: { id: assignee.id, firstName: assignee.firstName, lastName: assignee.lastName },
  };

  const selectRows = (where: SQL) =>
    db
      .select(selection)
      .from(reviews)
      .innerJoin(locations, eq(locations.id, reviews.locationId))
      .leftJoin(collector, eq(collector.id, reviews.sellerId))
      .leftJoin(assignee, eq(assignee.id, reviews.assignedTo))
      .where(where)
      .$dynamic();

  const toRow = (row: Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number]): InboxRow => ({
    review: row.review,
    locationTitle: row.locationTitle,
    collectedBy: name(row.collector),
    assignedTo: name(row.assignee),
  });

  /**
   * A list's page and its tab counts as one statement (reviews/DECISIONS.md, "The list in one
   * statement"): a head of one row, the tally and the page's ids, then the page's rows by id,
   * joined to it. The head of a text search reads its matches once for both
   * (reviews.inbox.search.ts); any other list's takes the tally from reviews.inbox.counts.ts
   * (rollups, facet rollups or rows) and the ids from the list's order under the filters,
   * through its index, so a deep page joins its ten rows, not the offset's. An empty page is
   * one row, the head's, its review null: the counts are still read.
   */
  type ListQuery = { tab: ReviewTab; sort: ReviewSort; limit: number | Placeholder; offset: number | Placeholder };

  /** The head: one row of the tally (`all`, `assigned`, `answered`) and the page's ids (`ids`). */
  async function headOf(actor: Actor, filters: InboxFilters, query: ListQuery): Promise<SQL> {
    if (filters.search) return searchCountsAndIds(db, actor, filters, query);
    const ids = db
      .select({ id: reviews.id })
      .from(reviews)
      .where(where(actor, filters, query.tab))
      .orderBy(...orderOf[query.sort])
      .limit(query.limit)
      .offset(query.offset);
    return sql`select t."all", t.assigned, t.answered, array${ids} as ids from (${await tallyOf(actor, filters)}) t`;
  }

  // The page's location and members, each looked up by key for each of its rows (lateral, and
  // `limit 1` so PostgreSQL keeps them apart): plain joins let the planner hash every user of
  // the database and every location for ten rows (at 100k, two scans of 683 users a request).
  const pageLocation = db
    .select({ title: locations.title })
    .from(locations)
    .where(eq(locations.id, reviews.locationId))
    .limit(1)
    .as('page_location');
  const member = (as: string, key: typeof reviews.sellerId | typeof reviews.assignedTo) =>
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, key))
      .limit(1)
      .as(as);
  const pageCollector = member('page_collector', reviews.sellerId);
  const pageAssignee = member('page_assignee', reviews.assignedTo);

  /** The page's rows joined to the head (`h`), in the list's order. A query builder: not sent until awaited. */
  const listStatement = (head: SQL, sort: ReviewSort) =>
    db
      .select({
        review: reviews,
        locationTitle: pageLocation.title,
        collector: { id: pageCollector.id, firstName: pageCollector.firstName, lastName: pageCollector.lastName },
        assignee: { id: pageAssignee.id, firstName: pageAssignee.firstName, lastName: pageAssignee.lastName },
        all: sql<number>`h."all"`,
        assigned: sql<number>`h.assigned`,
        answered: sql<number>`h.answered`,
      })
      .from(sql`(${head}) h`)
      .leftJoin(reviews, sql`${reviews.id} = any(h.ids)`)
      .leftJoinLateral(pageLocation, sql`true`)
      .leftJoinLateral(pageCollector, sql`true`)
      .leftJoinLateral(pageAssignee, sql`true`)
      .orderBy(...orderOf[sort]);

  type Opening = ReturnType<ReturnType<typeof listStatement>['prepare']>;
  const openings = new Map<string, Promise<Opening>>();

  /**
   * The list as it opens (no filter but a location: the console's first screen and most of
   * its requests), built once per shape (role, a location or not, tab, order: at most 30) with
   * placeholders for the caller, the location and the page, then only bound (drizzle's
   * building was a fifth of such a request's API time: reviews/DECISIONS.md, "Built once").
   * The empty name makes it an unnamed statement, parsed by the database at each call as any
   * other query: no server-side state, so none of the named statement's troubles
   * (apps/api/DECISIONS.md, "Request overhead").
   */
  function opening(role: Actor['role'], located: boolean, tab: ReviewTab, sort: ReviewSort): Promise<Opening> {
    const key = `${role} ${located} ${tab} ${sort}`;
    let statement = openings.get(key);
    if (!statement) {
      const caller: Actor = {
        role,
        id: sql.placeholder('actorId') as unknown as string,
        organizationId: sql.placeholder('organizationId') as unknown as string,
      };
      const filters: InboxFilters = {
        ratings: [],
        topics: [],
        locationId: located ? (sql.placeholder('locationId') as unknown as string) : undefined,
      };
      const query = { tab, sort, limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
      statement = headOf(caller, filters, query).then((head) => listStatement(head, sort).prepare(''));
      openings.set(key, statement);
      // A failure is not kept: the next request builds it again.
      statement.catch(() => openings.delete(key));
    }
    return statement;
  }

  return {
    /** Whether the caller may see this location (a location filter naming another is a 404). */
    async locationVisible(actor: Actor, locationId: string): Promise<boolean> {
      if (!isUuid(locationId)) return false;
      const [row] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, locationId), eq(locations.organizationId, actor.organizationId)));
      if (!row) return false;
      if (actor.role !== 'manager') return true;
      const [tied] = await db
        .select({ id: userLocations.locationId })
        .from(userLocations)
        .where(and(eq(userLocations.userId, actor.id), eq(userLocations.locationId, locationId)));
      return Boolean(tied);
    },

    /**
     * One page of a tab, and every tab's count under the same filters, in one statement
     * (`listStatement`). The list as it opens (no filter but a location) runs a statement
     * built once for its shape and bound to the caller, the location and the page (`opening`).
     */
    async page(
      actor: Actor,
      filters: InboxFilters,
      query: { tab: ReviewTab; sort: ReviewSort; page: number; perPage: number },
    ): Promise<{ rows: InboxRow[]; counts: ReviewCounts }> {
      const offset = (query.page - 1) * query.perPage;
      const rows = opensUnfiltered(filters)
        ? await (
            await opening(actor.role, Boolean(filters.locationId), query.tab, query.sort)
          ).execute({
            organizationId: actor.organizationId,
            actorId: actor.id,
            locationId: filters.locationId,
            limit: query.perPage,
            offset,
          })
        : await listStatement(await headOf(actor, filters, { ...query, limit: query.perPage, offset }), query.sort);
      return {
        rows: rows.flatMap(({ review, ...row }) =>
          review ? [toRow({ ...row, review, locationTitle: row.locationTitle! })] : [],
        ),
        counts: tabCounts(rows[0]),
      };
    },

    /** What an export is named after: the location's title, or the organization's name; and the organization's zone. */
    async exportNaming(actor: Actor, locationId: string | undefined): Promise<{ name: string; timezone: string }> {
      const [org] = await db
        .select({ name: organizations.name, timezone: organizations.timezone })
        .from(organizations)
        .where(eq(organizations.id, actor.organizationId));
      if (!locationId) return { name: org?.name ?? '', timezone: org?.timezone ?? 'UTC' };
      const [location] = await db
        .select({ title: locations.title })
        .from(locations)
        .where(eq(locations.id, locationId));
      return { name: location?.title ?? '', timezone: org?.timezone ?? 'UTC' };
    },

    /** How many reviews a tab shows under the filters (the export says it before the first row). */
    async count(actor: Actor, filters: InboxFilters, tab: ReviewTab): Promise<number> {
      return (await countsOf(actor, filters))[tab];
    },

    /**
     * Every row a tab shows under the filters, in the list's order, `size` at a time: keyset
     * paging (never an offset, never the whole set in memory), so a long export costs the
     * same per batch on its last page as on its first.
     */
    async *batches(
      actor: Actor,
      filters: InboxFilters,
      query: { tab: ReviewTab; sort: ReviewSort; size: number },
    ): AsyncGenerator<InboxRow[]> {
      let cursor: InboxCursor | undefined;
      for (;;) {
        const condition = where(actor, filters, query.tab);
        const rows = await db
          .select({ ...selection, at: sql<string>`${reviews.reviewedAt}::text` })
          .from(reviews)
          .innerJoin(locations, eq(locations.id, reviews.locationId))
          .leftJoin(collector, eq(collector.id, reviews.sellerId))
          .leftJoin(assignee, eq(assignee.id, reviews.assignedTo))
          .where(cursor ? (and(condition, afterCursor[query.sort](cursor)) as SQL) : condition)
          .orderBy(...orderOf[query.sort])
          .limit(query.size);
        if (rows.length === 0) return;
        yield rows.map(toRow);
        if (rows.length < query.size) return;
        const last = rows[rows.length - 1]!;
        cursor = { at: last.at, id: last.review.id, rating: last.review.rating };
      }
    },

    /** One review the caller may see, or undefined (a 404). */
    async find(actor: Actor, id: string): Promise<InboxRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await selectRows(and(eq(reviews.id, id), reviewsVisibleTo(db, actor)) as SQL).limit(1);
      return row ? toRow(row) : undefined;
    },

    async update(
      id: string,
      change: Partial<Pick<ReviewRow, 'assignedTo' | 'replyText' | 'replyUpdatedAt'>>,
    ): Promise<void> {
      await db.update(reviews).set(change).where(eq(reviews.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(reviews).where(eq(reviews.id, id));
    },

    /**
     * Who a review may be assigned to: the organization's owner, and the managers and sellers
     * the caller may see (for a manager, those sharing a location with them).
     */
    async assignees(actor: Actor) {
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
        .from(users)
        .where(
          or(
            and(
              eq(users.organizationId, actor.organizationId),
              eq(users.role, 'super_manager'),
              isNull(users.deletedAt),
            ),
            membersVisibleTo(db, actor, 'manager'),
            membersVisibleTo(db, actor, 'seller'),
          ),
        )
        .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
