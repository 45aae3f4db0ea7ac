import type { ReviewSentiment, ReviewSource, ReviewTopic } from '@starcrew/contract';
import { and, arrayOverlaps, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { reviewFacetRollups, reviewRollups } from '../../db/schema/index.ts';
import { organizations, reviews, userLocations } from '../../db/schema/index.ts';
import type { Actor } from '../sellers/sellers.repository.ts';

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

/**
 * The text search: the comment or the reviewer's name contains the words typed, any case. The
 * columns are given so the search's page can apply it to the rows of its walk
 * (reviews.inbox.search.ts) as the counts apply it to the table.
 */
export const matchesSearch = (search: string, comment: SQL | AnyColumn, reviewerName: SQL | AnyColumn): SQL => {
  const pattern = likePattern(search);
  return or(sql`${comment} ilike ${pattern}`, sql`${reviewerName} ilike ${pattern}`) as SQL;
};

/** The organization's time zone, as a subquery: the inbox's days are the organization's. */
export const organizationZone = (actor: Actor): SQL =>
  sql`(select ${organizations.timezone} from ${organizations} where ${organizations.id} = ${actor.organizationId})`;

/** The caller's scope and the filters, without the tab (the counts are per tab). */
export function inboxFiltered(db: Db, actor: Actor, filters: InboxFilters): SQL {
  const conditions: SQL[] = [reviewsVisibleTo(db, actor)];
  if (filters.locationId) conditions.push(eq(reviews.locationId, filters.locationId));
  if (filters.ratings.length > 0) conditions.push(inArray(reviews.rating, filters.ratings));
  if (filters.source) conditions.push(eq(reviews.source, filters.source));
  if (filters.topics.length > 0) conditions.push(arrayOverlaps(reviews.topics, filters.topics));
  if (filters.sentiment) conditions.push(eq(reviews.sentiment, filters.sentiment));
  if (filters.search) conditions.push(matchesSearch(filters.search, reviews.comment, reviews.reviewerName));
  // Days are the organization's: midnight there, whatever the server's zone.
  const zone = organizationZone(actor);
  if (filters.from)
    conditions.push(sql`${reviews.reviewedAt} >= (${filters.from}::date)::timestamp at time zone ${zone}`);
  if (filters.to) {
    conditions.push(sql`${reviews.reviewedAt} < (${filters.to}::date + 1)::timestamp at time zone ${zone}`);
  }
  return and(...conditions) as SQL;
}

/** The rollup rows of the caller's locations (the owner's organization, a manager's tied locations). */
export function rollupScope(
  db: Db,
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
