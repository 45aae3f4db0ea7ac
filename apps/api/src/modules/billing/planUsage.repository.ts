import { and, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaigns, competitors, users } from '../../db/schema/index.ts';
import type { Usage } from './planLimits.rules.ts';

/** The roles a plan's member limit counts: the owner (super manager) is the account, not a member. */
export const COUNTED_ROLES = ['seller', 'manager'] as const;

/** The UTC calendar day of an instant, as campaigns store their dates (`2026-03-04`). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * What the plan limits count for one organization (decisions.md), every query scoped by its id:
 * active sellers and managers, campaigns running on the UTC day `today` (start and end dates
 * inclusive), and competitors, per location.
 */
export function createPlanUsageRepository(db: Db) {
  async function members(organizationId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.organizationId, organizationId),
          inArray(users.role, [...COUNTED_ROLES]),
          eq(users.status, 'active'),
        ),
      );
    return row?.n ?? 0;
  }

  async function runningCampaigns(organizationId: string, today: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(campaigns)
      .where(
        and(
          eq(campaigns.organizationId, organizationId),
          lte(campaigns.startDate, today),
          gte(campaigns.endDate, today),
        ),
      );
    return row?.n ?? 0;
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
    runningCampaigns,
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
