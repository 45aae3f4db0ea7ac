import type {
  ReviewCounts,
  ReviewSentiment,
  ReviewSort,
  ReviewSource,
  ReviewTab,
  ReviewTopic,
} from '@starcrew/contract';
import { alias } from 'drizzle-orm/pg-core';
import { and, arrayOverlaps, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  locations,
  organizations,
  reviewFacetRollups,
  reviewRollups,
  reviews,
  userLocations,
  users,
  type ReviewRow,
} from '../../db/schema/index.ts';
import { isUuid } from '../locations/locations.repository.ts';
import { membersVisibleTo, type Actor } from '../sellers/sellers.repository.ts';

/** What the inbox filters by (the query, parsed): every field narrows, none widens the caller's scope. */
export interface InboxFilters {
  locationId?: string | undefined;
  ratings: number[];
  search?: string | undefined;
  /** Days (`YYYY-MM-DD`) in the organization's time zone, both included. */
  from?: string | undefined;
  to?: string | undefined;
  source?: ReviewSource | undefined;
  /** Reviews about any of these (the analyser's tags; a GIN index on `topics`). */
  topics: ReviewTopic[];
  sentiment?: ReviewSentiment | undefined;
}

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

/**
 * The one rule of who sees which review: the owner their organization's, a manager those of
 * the locations tied to them, a seller those attributed to them. Every query of the inbox
 * starts from it, so a foreign id is simply not found.
 */
export function reviewsVisibleTo(db: Db, actor: Actor): SQL {
  const own = eq(reviews.organizationId, actor.organizationId);
  if (actor.role === 'super_manager') return own;
  if (actor.role === 'seller') return and(own, eq(reviews.sellerId, actor.id)) as SQL;
  const tied = db
    .select({ id: userLocations.locationId })
    .from(userLocations)
    .where(eq(userLocations.userId, actor.id));
  return and(own, inArray(reviews.locationId, tied)) as SQL;
}

/** `%` and `_` typed in the search box are searched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
const tabCounts = (row: { all: number; assigned: number; answered: number } | undefined): ReviewCounts => {
  const all = Number(row?.all ?? 0);
  const assigned = Number(row?.assigned ?? 0);
  const answered = Number(row?.answered ?? 0);
  return { all, assigned, unassigned: all - assigned, answered, unanswered: all - answered };
};

type Tally = { all: number; assigned: number; answered: number };

const collector = alias(users, 'collector');
const assignee = alias(users, 'assignee');

/** A left-joined member: drizzle gives null when the join found no one. */
const name = (row: MemberName | null): MemberName | null =>
  row ? { id: row.id, firstName: row.firstName, lastName: row.lastName } : null;

export function createInboxRepository(db: Db) {
  /** The caller's scope and the filters, without the tab (the counts are per tab). */
  function filtered(actor: Actor, filters: InboxFilters): SQL {
    const conditions: SQL[] = [reviewsVisibleTo(db, actor)];
    if (filters.locationId) conditions.push(eq(reviews.locationId, filters.locationId));
    if (filters.ratings.length > 0) conditions.push(inArray(reviews.rating, filters.ratings));
    if (filters.source) conditions.push(eq(reviews.source, filters.source));
    if (filters.topics.length > 0) conditions.push(arrayOverlaps(reviews.topics, filters.topics));
    if (filters.sentiment) conditions.push(eq(reviews.sentiment, filters.sentiment));
    if (filters.search) {
      const pattern = likePattern(filters.search);
      conditions.push(
        or(sql`${reviews.comment} ilike ${pattern}`, sql`${reviews.reviewerName} ilike ${pattern}`) as SQL,
      );
    }
    // Days are the organization's: midnight there, whatever the server's zone.
    const zone = sql`(select ${organizations.timezone} from ${organizations} where ${organizations.id} = ${actor.organizationId})`;
    if (filters.from)
      conditions.push(sql`${reviews.reviewedAt} >= (${filters.from}::date)::timestamp at time zone ${zone}`);
    if (filters.to) {
      conditions.push(sql`${reviews.reviewedAt} < (${filters.to}::date + 1)::timestamp at time zone ${zone}`);
    }
    return and(...conditions) as SQL;
  }

  /** What a tab shows under the filters: the one condition of the list, its counts' tab and the export. */
  function where(actor: Actor, filters: InboxFilters, tab: ReviewTab): SQL {
    const base = filtered(actor, filters);
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

  /** The rollup rows of the caller's locations (the owner's organization, a manager's tied locations). */
  function rollupScope(
    table: typeof reviewRollups | typeof reviewFacetRollups,
    actor: Actor,
    locationId: string | undefined,
  ): SQL[] {
    const conditions: SQL[] = [eq(table.organizationId, actor.organizationId)];
    if (actor.role === 'manager') {
      const tied = db
        .select({ id: userLocations.locationId })
        .from(userLocations)
        .where(eq(userLocations.userId, actor.id));
      conditions.push(inArray(table.locationId, tied));
    }
    if (locationId) conditions.push(eq(table.locationId, locationId));
    return conditions;
  }

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
      .where(and(...rollupScope(reviewRollups, actor, locationId)));
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
      .where(extra ? (and(filtered(actor, filters), extra) as SQL) : filtered(actor, filters));
    return row;
  }

  /**
   * Stars, source, location and days, for an owner or a manager: sums of `review_facet_rollups`.
   * Days are the organization's, rollup months are UTC: the whole months inside the range come
   * from the rollups, the reviews of the (at most two) partial months at its ends are counted
   * from the rows, through the filter's or the date's index. `from`/`to` alone leave one end open.
   */
  async function countsFromFacets(actor: Actor, filters: InboxFilters): Promise<Tally> {
    const sum = (months: SQL | undefined) => {
      const conditions = rollupScope(reviewFacetRollups, actor, filters.locationId);
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
    const zone = sql`(select ${organizations.timezone} from ${organizations} where ${organizations.id} = ${actor.organizationId})`;
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
    if (b.first !== null && b.end !== null && b.first >= b.end) return add(await countsFromRows(actor, filters));

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
    const [whole, partial] = await Promise.all([
      sum(and(...months)),
      countsFromRows(actor, undated, or(...edges) as SQL),
    ]);
    return add(whole, partial);
  }

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
   * Every tab's count under the filters, exact: from `review_rollups` when the inbox opens
   * unfiltered, from `review_facet_rollups` for stars, source and days (owner and manager), else
   * (a seller's inbox, a search, topics, sentiment) one aggregate over the matching rows, found
   * through the filter's index (reviews/DECISIONS.md, "At one million reviews").
   */
  async function countsOf(actor: Actor, filters: InboxFilters): Promise<ReviewCounts> {
    if (actor.role === 'seller' || countsNeedRows(filters)) return tabCounts(await countsFromRows(actor, filters));
    if (opensUnfiltered(filters)) return tabCounts(await countsFromRollups(actor, filters.locationId));
    return tabCounts(await countsFromFacets(actor, filters));
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

    /** One page of a tab, and every tab's count under the same filters (`countsOf`). */
    async page(
      actor: Actor,
      filters: InboxFilters,
      query: { tab: ReviewTab; sort: ReviewSort; page: number; perPage: number },
    ): Promise<{ rows: InboxRow[]; counts: ReviewCounts }> {
      const [counts, rows] = await Promise.all([
        countsOf(actor, filters),
        selectRows(where(actor, filters, query.tab))
          .orderBy(...orderOf[query.sort])
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
      ]);
      return { rows: rows.map(toRow), counts };
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
