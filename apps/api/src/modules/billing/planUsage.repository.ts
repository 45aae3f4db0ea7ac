import type { CampaignPlacement, LocationMembers } from '@starcrew/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignLocations, campaigns, competitors, locations, userLocations, users } from '../../db/schema/index.ts';
import type { Usage } from './planLimits.rules.ts';

/** The roles a plan's member limit counts: the owner (super manager) is the account, not a member. */
export const COUNTED_ROLES = ['seller', 'manager'] as const;

/** The UTC calendar day of an instant, as campaigns store their dates (`2026-03-04`). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * What the plan limits count for one organization (decisions.md), every query scoped by its id:
 * active sellers and managers at each location, campaigns (not archived) running at each location
 * on the UTC day `today` (start and end dates inclusive), and competitors, per location.
 */
export function createPlanUsageRepository(db: Db) {
  /**
   * The active sellers and managers (not deleted) tied to each location of the organization, by
   * title: a member at two locations counts at both. `ids` narrows to those locations.
   */
  async function membersAt(organizationId: string, ids?: readonly string[]): Promise<LocationMembers[]> {
    if (ids?.length === 0) return [];
    const rows = await db
      .select({ id: locations.id, title: locations.title, members: sql<number>`count(${users.id})::int` })
      .from(locations)
      .leftJoin(userLocations, eq(userLocations.locationId, locations.id))
      .leftJoin(
        users,
        and(
          eq(users.id, userLocations.userId),
          eq(users.organizationId, organizationId),
          inArray(users.role, [...COUNTED_ROLES]),
          eq(users.status, 'active'),
          isNull(users.deletedAt),
        ),
      )
      .where(
        ids === undefined
          ? eq(locations.organizationId, organizationId)
          : and(eq(locations.organizationId, organizationId), inArray(locations.id, [...ids])),
      )
      .groupBy(locations.id, locations.title)
      .orderBy(asc(locations.title), asc(locations.id));
    return rows.map((row) => ({ ...row, members: Number(row.members) }));
  }

  /** The most members at one location (the plan's limit is per location). */
  async function members(organizationId: string): Promise<number> {
    return Math.max(0, ...(await membersAt(organizationId)).map((l) => l.members));
  }

  /**
   * The organization's campaign locations whose campaign (not archived: withdrawn, it runs no
   * more) runs on at least one day from `from` to `to`: what both campaign limits count.
   */
  const runningBetween = (organizationId: string, from: string, to: string) =>
    and(
      eq(campaignLocations.organizationId, organizationId),
      eq(campaigns.organizationId, organizationId),
      isNull(campaigns.archivedAt),
      lte(campaigns.startDate, to),
      gte(campaigns.endDate, from),
    );

  /** The most campaigns (not archived) running on `today` at one location: a campaign counts at each of its locations. */
  async function runningCampaigns(organizationId: string, today: string): Promise<number> {
    const n = count();
    const [row] = await db
      .select({ n })
      .from(campaignLocations)
      .innerJoin(campaigns, eq(campaigns.id, campaignLocations.campaignId))
      .where(runningBetween(organizationId, today, today))
      .groupBy(campaignLocations.locationId)
      .orderBy(desc(n))
      .limit(1);
    return row?.n ?? 0;
  }

  /**
   * The organization's other campaigns (not `exceptId`, not archived: withdrawn, they run no more)
   * that run on one day of `period` at one of `locationIds`, each with every location it covers:
   * what the running-campaigns limit weighs (contract `fullCampaignLocations`).
   */
  async function campaignsOverlapping(
    organizationId: string,
    period: { start_date: string; end_date: string },
    locationIds: readonly string[],
    exceptId?: string,
  ): Promise<CampaignPlacement[]> {
    if (locationIds.length === 0) return [];
    const rows = await db
      .select({
        id: campaigns.id,
        start_date: campaigns.startDate,
        end_date: campaigns.endDate,
        locationId: campaignLocations.locationId,
      })
      .from(campaigns)
      .innerJoin(campaignLocations, eq(campaignLocations.campaignId, campaigns.id))
      .where(
        and(
          runningBetween(organizationId, period.start_date, period.end_date),
          inArray(campaignLocations.locationId, [...locationIds]),
          exceptId ? ne(campaigns.id, exceptId) : undefined,
        ),
      );
    const byCampaign = new Map<string, { start_date: string; end_date: string; location_ids: string[] }>();
    for (const row of rows) {
      const placement = byCampaign.get(row.id) ?? {
        start_date: row.start_date,
        end_date: row.end_date,
        location_ids: [],
      };
      placement.location_ids.push(row.locationId);
      byCampaign.set(row.id, placement);
    }
    return [...byCampaign.values()];
  }

  /** The organization's locations among `ids`, by title: what a refusal names. */
  async function locationsAmong(organizationId: string, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ id: locations.id, title: locations.title })
      .from(locations)
      .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, [...ids])))
      .orderBy(asc(locations.title), asc(locations.id));
  }

  /** The competitors of one location, or the most any location of the organization has. */
  async function competitorsPerLocation(organizationId: string, locationId?: string): Promise<number> {
    const n = count();
    const [row] = await db
      .select({ n })
      .from(competitors)
      .where(
        locationId === undefined
          ? eq(competitors.organizationId, organizationId)
          : and(eq(competitors.organizationId, organizationId), eq(competitors.locationId, locationId)),
      )
      .groupBy(competitors.locationId)
      .orderBy(desc(n))
      .limit(1);
    return row?.n ?? 0;
  }

  return {
    members,
    membersAt,
    runningCampaigns,
    campaignsOverlapping,
    locationsAmong,
    competitorsPerLocation,

    /** Every count at once, on the UTC day of `now`. */
    async usage(organizationId: string, now: Date): Promise<Usage> {
      const [m, r, c] = await Promise.all([
        members(organizationId),
        runningCampaigns(organizationId, utcDay(now)),
        competitorsPerLocation(organizationId),
      ]);
      return { members: m, running_campaigns: r, competitors: c };
    },
  };
}

export type PlanUsageRepository = ReturnType<typeof createPlanUsageRepository>;
