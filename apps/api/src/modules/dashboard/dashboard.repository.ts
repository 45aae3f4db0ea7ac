import type { DashboardStats } from '@starcrew/contract';
import { and, count, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignLocations, campaigns, reviews, userLocations, users } from '../../db/schema/index.ts';

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
};

/** The dashboard's figures, counted from the rows themselves; every query by organization id first. */
export function createDashboardRepository(db: Db) {
  /** Reviews from the reviews table: Google's and the form's, so the average is over what we hold. */
  async function reviewFigures(organizationId: string, scope: DashboardScope) {
    const own = eq(reviews.organizationId, organizationId);
    const [row] = await db
      .select({
        total: count(),
        // avg() skips unrated rows; numeric(…, 2) rounds half away from zero on both engines.
        average: sql<string | null>`round(avg(${reviews.rating})::numeric, 2)`,
        rated: count(reviews.rating),
        // sum() of integers is bigint, which drivers hand over as a string.
        ratingSum: sql<string>`coalesce(sum(${reviews.rating}), 0)`,
      })
      .from(reviews)
      .where(scope.kind === 'organization' ? own : and(own, inArray(reviews.locationId, [...scope.ids])));
    return {
      total: row?.total ?? 0,
      average: row?.average == null ? null : Number(row.average),
      rated: row?.rated ?? 0,
      ratingSum: Number(row?.ratingSum ?? 0),
    };
  }

  /** Team members are sellers (spec: "Team members (sellers)"); inactive ones are not counted. */
  async function activeMembers(organizationId: string, scope: DashboardScope) {
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
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(...conditions));
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

  return {
    async stats(organizationId: string, scope: DashboardScope): Promise<DashboardStats> {
      if (scope.kind === 'locations' && scope.ids.length === 0) return ZERO;
      // One after the other: PGlite runs one query at a time anyway, and the pool stays free on PostgreSQL.
      const reviewed = await reviewFigures(organizationId, scope);
      const members = await activeMembers(organizationId, scope);
      const campaignCount = await totalCampaigns(organizationId, scope);
      return {
        total_reviews: reviewed.total,
        average_rating: reviewed.average,
        rated_reviews: reviewed.rated,
        rating_sum: reviewed.ratingSum,
        active_members: members,
        total_campaigns: campaignCount,
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
