import type { DashboardCompetitor, DashboardMonth, DashboardRankingEntry, DashboardStats } from '@starcrew/contract';
import { and, asc, count, desc, eq, exists, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignLocations,
  campaigns,
  competitors as competitorsTable,
  competitorSnapshots,
  memberReviewRollups,
  reviewRollups,
  userLocations,
  users,
} from '../../db/schema/index.ts';

/**
 * Which locations the figures cover: `all` of the organization (the owner without a filter),
 * or exactly these (a manager's tied locations, or the one location asked for). An empty
 * list is a scope with nothing in it, never "everything".
 */
export type DashboardScope = { kind: 'organization' } | { kind: 'locations'; ids: readonly string[] };

const ZERO: DashboardStats = {
  total_reviews: 0,
  average_rating: null,
  rated_reviews: 0,
  rating_sum: 0,
  active_members: 0,
  total_campaigns: 0,
  ranking: [],
  evolution: [],
  competitors: [],
};

/**
 * The mean of `rated` ratings summing to `sum`, rounded half up to 2 decimals in integers (so
 * exactly as PostgreSQL's `round(numeric, 2)` did when it averaged the reviews); null without one.
 */
export function averageOf(sum: number, rated: number): number | null {
  return rated === 0 ? null : Math.floor((200 * sum + rated) / (2 * rated)) / 100;
}

/**
 * The dashboard's figures. Reviews come from the rollups (db/schema/rollups.ts), a few rows a
 * location and month, never from the reviews themselves; every query by organization id first.
 */
export function createDashboardRepository(db: Db) {
  const inScope = (
    column: typeof reviewRollups.locationId | typeof memberReviewRollups.locationId,
    scope: DashboardScope,
  ) => (scope.kind === 'organization' ? undefined : inArray(column, [...scope.ids]));

  /** The months of the scope: the evolution chart, and the totals as their sums. */
  async function months(organizationId: string, scope: DashboardScope): Promise<DashboardMonth[]> {
    const rows = await db
      .select({
        month: sql<string>`to_char(${reviewRollups.month}, 'YYYY-MM')`,
        // sum() of integers is bigint, which drivers hand over as a string.
        reviews: sql<string>`sum(${reviewRollups.reviews})`,
        rated: sql<string>`sum(${reviewRollups.rated})`,
        ratingSum: sql<string>`sum(${reviewRollups.ratingSum})`,
      })
      .from(reviewRollups)
      .where(and(eq(reviewRollups.organizationId, organizationId), inScope(reviewRollups.locationId, scope)))
      .groupBy(reviewRollups.month)
      .orderBy(reviewRollups.month);
    return rows
      .map((row) => ({
        month: row.month,
        reviews: Number(row.reviews),
        rated_reviews: Number(row.rated),
        rating_sum: Number(row.ratingSum),
      }))
      .filter((row) => row.reviews > 0);
  }

  /**
   * The team ranking: the members counted by `activeMembers`, each with the reviews
   * attributed to them at the scope's locations (member rollups), most reviews first.
   */
  async function ranking(organizationId: string, scope: DashboardScope): Promise<DashboardRankingEntry[]> {
    const rollup = and(
      eq(memberReviewRollups.sellerId, users.id),
      eq(memberReviewRollups.organizationId, organizationId),
      inScope(memberReviewRollups.locationId, scope),
    );
    const total = sql<string>`coalesce(sum(${memberReviewRollups.reviews}), 0)`;
    const rows = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        total,
        rated: sql<string>`coalesce(sum(${memberReviewRollups.rated}), 0)`,
        ratingSum: sql<string>`coalesce(sum(${memberReviewRollups.ratingSum}), 0)`,
      })
      .from(users)
      .leftJoin(memberReviewRollups, rollup)
      .where(and(...memberConditions(organizationId, scope)))
      .groupBy(users.id)
      .orderBy(sql`${total} desc`, asc(users.firstName), asc(users.lastName), asc(users.id));
    return rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      total_reviews: Number(row.total),
      rated_reviews: Number(row.rated),
      average_rating: averageOf(Number(row.ratingSum), Number(row.rated)),
    }));
  }

  /** Team members are sellers (spec: "Team members (sellers)"); inactive ones are not counted. */
  function memberConditions(organizationId: string, scope: DashboardScope): SQL[] {
    const conditions: SQL[] = [
      eq(users.organizationId, organizationId),
      eq(users.role, 'seller'),
      eq(users.status, 'active'),
    ];
    if (scope.kind === 'locations') {
      const tied = db
        .select({ one: sql`1` })
        .from(userLocations)
        .where(
          and(
            eq(userLocations.organizationId, organizationId),
            eq(userLocations.userId, users.id),
            inArray(userLocations.locationId, [...scope.ids]),
          ),
        );
      conditions.push(exists(tied));
    }
    return conditions;
  }

  async function activeMembers(organizationId: string, scope: DashboardScope) {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(...memberConditions(organizationId, scope)));
    return row?.n ?? 0;
  }

  /** Campaigns at a location are the ones connected to it (campaign_locations), whatever their dates. */
  async function totalCampaigns(organizationId: string, scope: DashboardScope) {
    const conditions: SQL[] = [eq(campaigns.organizationId, organizationId)];
    if (scope.kind === 'locations') {
      const connected = db
        .select({ one: sql`1` })
        .from(campaignLocations)
        .where(
          and(
            eq(campaignLocations.organizationId, organizationId),
            eq(campaignLocations.campaignId, campaigns.id),
            inArray(campaignLocations.locationId, [...scope.ids]),
          ),
        );
      conditions.push(exists(connected));
    }
    const [row] = await db
      .select({ n: count() })
      .from(campaigns)
      .where(and(...conditions));
    return row?.n ?? 0;
  }

  /**
   * The competitors followed for one location, each with its rating at the end of every month:
   * the last rated snapshot of the month (`distinct on`), an index range of
   * `competitor_snapshots_location_day_idx` (a row a competitor and day), never their reviews.
   */
  async function competitorMonths(organizationId: string, locationId: string): Promise<DashboardCompetitor[]> {
    const month = sql<string>`to_char(${competitorSnapshots.day}, 'YYYY-MM')`;
    const snapshots = await db
      .selectDistinctOn([competitorSnapshots.competitorId, month], {
        competitorId: competitorSnapshots.competitorId,
        month,
        rating: competitorSnapshots.averageRating,
      })
      .from(competitorSnapshots)
      .where(
        and(
          eq(competitorSnapshots.organizationId, organizationId),
          eq(competitorSnapshots.locationId, locationId),
          isNotNull(competitorSnapshots.averageRating),
        ),
      )
      .orderBy(competitorSnapshots.competitorId, month, desc(competitorSnapshots.day));
    const followed = await db
      .select({ id: competitorsTable.id, name: competitorsTable.name })
      .from(competitorsTable)
      .where(and(eq(competitorsTable.organizationId, organizationId), eq(competitorsTable.locationId, locationId)))
      .orderBy(asc(competitorsTable.name), asc(competitorsTable.id));
    return followed.map((competitor) => ({
      id: competitor.id,
      name: competitor.name,
      months: snapshots
        .filter((row) => row.competitorId === competitor.id)
        .map((row) => ({ month: row.month, average_rating: Number(row.rating) })),
    }));
  }

  return {
    async stats(organizationId: string, scope: DashboardScope): Promise<DashboardStats> {
      if (scope.kind === 'locations' && scope.ids.length === 0) return ZERO;
      // One after the other: PGlite runs one query at a time anyway, and the pool stays free on PostgreSQL.
      const evolution = await months(organizationId, scope);
      const members = await activeMembers(organizationId, scope);
      const campaignCount = await totalCampaigns(organizationId, scope);
      const team = await ranking(organizationId, scope);
      // Over several locations there is no one set of competitors to compare with (DECISIONS.md).
      const [only] = scope.kind === 'locations' && scope.ids.length === 1 ? scope.ids : [];
      const rivals = only ? await competitorMonths(organizationId, only) : [];
      const sum = (key: 'reviews' | 'rated_reviews' | 'rating_sum') =>
        evolution.reduce((total, month) => total + month[key], 0);
      return {
        total_reviews: sum('reviews'),
        average_rating: averageOf(sum('rating_sum'), sum('rated_reviews')),
        rated_reviews: sum('rated_reviews'),
        rating_sum: sum('rating_sum'),
        active_members: members,
        total_campaigns: campaignCount,
        ranking: team,
        evolution,
        competitors: rivals,
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
