import type { DashboardCompetitor, DashboardMonth, DashboardRankingEntry, DashboardStats } from '@starcrew/contract';
import { and, asc, desc, eq, exists, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
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

  /** The months of the scope (the evolution chart, and the totals as their sums), as a subquery. */
  function monthsQuery(organizationId: string, scope: DashboardScope) {
    return db
      .select({
        month: sql<string>`to_char(${reviewRollups.month}, 'YYYY-MM')`.as('month'),
        reviews: sql<number>`sum(${reviewRollups.reviews})`.as('reviews'),
        rated: sql<number>`sum(${reviewRollups.rated})`.as('rated'),
        rating_sum: sql<number>`sum(${reviewRollups.ratingSum})`.as('rating_sum'),
      })
      .from(reviewRollups)
      .where(and(eq(reviewRollups.organizationId, organizationId), inScope(reviewRollups.locationId, scope)))
      .groupBy(reviewRollups.month);
  }

  /**
   * The team ranking, as a subquery: the members of `memberConditions` (they are also the
   * `active_members` count), each with the reviews attributed to them at the scope's
   * locations (member rollups).
   */
  function rankingQuery(organizationId: string, scope: DashboardScope) {
    const rollup = and(
      eq(memberReviewRollups.sellerId, users.id),
      eq(memberReviewRollups.organizationId, organizationId),
      inScope(memberReviewRollups.locationId, scope),
    );
    return db
      .select({
        id: sql<string>`${users.id}`.as('id'),
        first_name: sql<string>`${users.firstName}`.as('first_name'),
        last_name: sql<string>`${users.lastName}`.as('last_name'),
        total: sql<number>`coalesce(sum(${memberReviewRollups.reviews}), 0)`.as('total'),
        rated: sql<number>`coalesce(sum(${memberReviewRollups.rated}), 0)`.as('rated'),
        rating_sum: sql<number>`coalesce(sum(${memberReviewRollups.ratingSum}), 0)`.as('rating_sum'),
      })
      .from(users)
      .leftJoin(memberReviewRollups, rollup)
      .where(and(...memberConditions(organizationId, scope)))
      .groupBy(users.id);
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

  /** Campaigns at a location are the ones connected to it (campaign_locations), whatever their dates. */
  function campaignsQuery(organizationId: string, scope: DashboardScope) {
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
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(and(...conditions));
  }

  /**
   * Every figure but the competitors in one statement (one round trip; on PGlite one turn of
   * the API's thread): the months, the campaigns' count and the ranking, each the subquery it
   * was as a statement of its own, with the same conditions. The lists come back as JSON text,
   * parsed here alike on both engines; the ranking is sorted in SQL, as before.
   */
  async function figures(organizationId: string, scope: DashboardScope) {
    const statement = sql`select
      coalesce((select json_agg(m order by m.month) from (${monthsQuery(organizationId, scope)}) m), '[]')::text as evolution,
      (${campaignsQuery(organizationId, scope)}) as campaigns,
      coalesce((select json_agg(r order by r.total desc, r.first_name asc, r.last_name asc, r.id asc)
        from (${rankingQuery(organizationId, scope)}) r), '[]')::text as ranking`;
    const { rows } = (await db.execute(statement)) as unknown as {
      rows: Array<{ evolution: string; campaigns: number | string; ranking: string }>;
    };
    const [row] = rows;
    if (!row) throw new Error('no dashboard figures');
    // sum() of integers is bigint: JSON numbers, exact below 2^53.
    const months = JSON.parse(row.evolution) as Array<{
      month: string;
      reviews: number;
      rated: number;
      rating_sum: number;
    }>;
    const team = JSON.parse(row.ranking) as Array<{
      id: string;
      first_name: string;
      last_name: string;
      total: number;
      rated: number;
      rating_sum: number;
    }>;
    return {
      evolution: months
        .map((m): DashboardMonth => ({
          month: m.month,
          reviews: Number(m.reviews),
          rated_reviews: Number(m.rated),
          rating_sum: Number(m.rating_sum),
        }))
        .filter((m) => m.reviews > 0),
      campaigns: Number(row.campaigns),
      ranking: team.map((member): DashboardRankingEntry => ({
        id: member.id,
        first_name: member.first_name,
        last_name: member.last_name,
        total_reviews: Number(member.total),
        rated_reviews: Number(member.rated),
        average_rating: averageOf(Number(member.rating_sum), Number(member.rated)),
      })),
    };
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
      const { evolution, campaigns: campaignCount, ranking: team } = await figures(organizationId, scope);
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
        // The ranking lists exactly the active members (memberConditions), each once.
        active_members: team.length,
        total_campaigns: campaignCount,
        ranking: team,
        evolution,
        competitors: rivals,
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
