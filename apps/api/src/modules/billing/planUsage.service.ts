import { billingMessageIds, type CampaignPlacement, type MemberLimits, type MemberPlacement } from '@starcrew/contract';
import { sql } from 'drizzle-orm';
import { PLANS, type PlanId } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { subscriptionRequired } from './billing.enforcement.ts';
import { isSubscribedRow } from './billing.presenter.ts';
import { createBillingRepository, type BillingRepository } from './billing.repository.ts';
import {
  assertCampaignFits,
  assertMembersFit,
  assertWithinLimit,
  exceededLimits,
  planLimit,
  type LimitedResource,
  type Usage,
} from './planLimits.rules.ts';
import { createPlanUsageRepository, type PlanUsageRepository } from './planUsage.repository.ts';

export interface PlanUsageDeps {
  /** The database the counts are read from, and where `exclusive` opens its transaction. */
  db: Db;
  now: () => Date;
}

/**
 * The namespace of the plan's advisory locks (the first of the two 32-bit keys; the second is the
 * organization's id hashed): distinct from the migrations' one-key lock by construction.
 */
export const PLAN_LOCK_NAMESPACE = 0x706c616e; // 'plan'

/** What the checks run inside `exclusive` may use: the same checks, reading through its transaction. */
export interface PlanChecks {
  assertFits(
    organizationId: string,
    resource: Extract<LimitedResource, 'competitors'>,
    options?: { locationId?: string; current?: number },
  ): Promise<void>;
  assertMembersFit(organizationId: string, before: MemberPlacement | null, after: MemberPlacement): Promise<void>;
  assertCampaignFits(organizationId: string, campaign: CampaignPlacement, exceptId?: string): Promise<void>;
}

/**
 * The plan limits applied to an organization's real usage: `assertFits` before creating one more
 * competitor, `assertMembersFit` before a member takes a place at a location and
 * `assertCampaignFits` before a campaign runs at its locations (403 PlanLimitReached),
 * `assertPlanFits` before a plan or its locations change (422). `exclusive` makes a check and
 * the write it allows one unit, so two requests at once cannot both take the last place.
 */
export function createPlanUsage({ db, now }: PlanUsageDeps) {
  const repository: Pick<BillingRepository, 'currentSubscription' | 'countActiveLocations'> =
    createBillingRepository(db);
  const usage: PlanUsageRepository = createPlanUsageRepository(db);

  /** The subscribed plan, or the 406 the enforcement hook answers before any manager route. */
  async function subscribedPlan(organizationId: string): Promise<PlanId> {
    const current = await repository.currentSubscription(organizationId);
    if (!current || !isSubscribedRow(current)) throw subscriptionRequired();
    return current.plan;
  }

  const service = {
    /** What the limits count today. */
    usage: (organizationId: string): Promise<Usage> => usage.usage(organizationId, now()),

    /**
     * The most the current plan allows at the active locations (null: unlimited, or no
     * subscription): what a list shows beside its count, e.g. "3 of 5 competitors".
     */
    async limitOf(organizationId: string, resource: LimitedResource): Promise<number | null> {
      const [current, activeLocations] = await Promise.all([
        repository.currentSubscription(organizationId),
        repository.countActiveLocations(organizationId),
      ]);
      if (!current || !isSubscribedRow(current)) return null;
      return planLimit(current.plan, resource, activeLocations);
    },

    /**
     * For the creation route of competitors: 403 PlanLimitReached when one more does not fit
     * under the current plan. Competitors are counted at `locationId` (the most at one location
     * without it). An unsubscribed organization is a 406, as the enforcement hook answers before
     * any manager route. `current` is the count when the caller weighs it itself.
     */
    async assertFits(
      organizationId: string,
      resource: Extract<LimitedResource, 'competitors'>,
      options: { locationId?: string; current?: number } = {},
    ) {
      const [current, activeLocations] = await Promise.all([
        repository.currentSubscription(organizationId),
        repository.countActiveLocations(organizationId),
      ]);
      if (!current || !isSubscribedRow(current)) {
        throw subscriptionRequired();
      }
      const count = options.current ?? (await usage.competitorsPerLocation(organizationId, options.locationId));
      assertWithinLimit(current.plan, resource, activeLocations, count);
    },

    /**
     * For the member routes (sellers, managers): 403 PlanLimitReached, naming the full locations,
     * when a new member (`before` null) or a change of one would take a location past the plan's
     * members per location. An unsubscribed organization is a 406, as in `assertFits`.
     */
    async assertMembersFit(organizationId: string, before: MemberPlacement | null, after: MemberPlacement) {
      if (!after.active) return;
      const plan = await subscribedPlan(organizationId);
      assertMembersFit(plan, await usage.membersAt(organizationId), before, after);
    },

    /**
     * For the campaign routes (create, a change of its locations or dates, bringing one back):
     * 403 PlanLimitReached, naming the full locations, when a location of `campaign` would take
     * part in more campaigns running on one day of its period than the plan allows per location
     * (the organization's other campaigns, not archived and not `exceptId`; shared or separate mode
     * alike). An unsubscribed organization is a 406, as in `assertFits`.
     */
    async assertCampaignFits(organizationId: string, campaign: CampaignPlacement, exceptId?: string) {
      const plan = await subscribedPlan(organizationId);
      if (planLimit(plan, 'running_campaigns', 1) === null) return;
      const [locations, others] = await Promise.all([
        usage.locationsAmong(organizationId, campaign.location_ids),
        usage.campaignsOverlapping(organizationId, campaign, campaign.location_ids, exceptId),
      ]);
      assertCampaignFits(plan, locations, others, campaign);
    },

    /**
     * What a member form weighs before sending (contract `fullLocations`): the plan, its members
     * per location, and the members of each of `locationIds` (null: every location). No plan, no limit.
     */
    async memberLimits(organizationId: string, locationIds: readonly string[] | null): Promise<MemberLimits> {
      const [current, counts] = await Promise.all([
        repository.currentSubscription(organizationId),
        usage.membersAt(organizationId, locationIds ?? undefined),
      ]);
      const plan = current && isSubscribedRow(current) ? current.plan : null;
      return {
        plan: plan ? PLANS[plan].name : null,
        per_location: plan ? planLimit(plan, 'members', counts.length) : null,
        locations: counts,
      };
    },

    /**
     * 422 on `field` when today's usage is above what `plan` allows at `activeLocations`. With
     * `from` (a change of plan), only the limits the change lowers count: a change that lowers
     * nothing is never refused, even when usage was already above.
     */
    async assertPlanFits(
      organizationId: string,
      target: { plan: PlanId; activeLocations: number; field: string; from?: PlanId | undefined },
    ) {
      const { plan, activeLocations, field, from } = target;
      const exceeded = exceededLimits(plan, activeLocations, await usage.usage(organizationId, now())).filter(
        ({ resource, limit }) => {
          if (from === undefined) return true;
          const before = planLimit(from, resource, activeLocations);
          return before === null || limit < before;
        },
      );
      if (exceeded.length === 0) return;
      const locations = Math.max(1, activeLocations);
      throw HttpError.validation({
        [field]: exceeded.map(({ resource, count, limit }) => ({
          id: billingMessageIds.planTooSmall,
          values: { resource, count, limit, locations, plan: PLANS[plan].name },
        })),
      });
    },

    /**
     * Runs `task` as one unit with the organization's plan checks: a transaction that first takes
     * the organization's advisory lock (`pg_advisory_xact_lock`, released at commit or rollback;
     * the same on PGlite and PostgreSQL), so a second request waits there until the first has
     * written, then counts again. `task` must check with `scope.limits` and write with `scope.db`
     * only (a query on another connection inside it would wait for this one: on a single
     * connection, for ever). Slow work (password hashing, e-mail) goes before or after, not inside.
     */
    async exclusive<T>(
      organizationId: string,
      task: (scope: { db: Db; limits: PlanChecks }) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await tx.execute(
          sql`select pg_advisory_xact_lock(${PLAN_LOCK_NAMESPACE}::int, hashtext(${organizationId}::text))`,
        );
        const limits: PlanChecks = createPlanUsage({ db: tx, now });
        return task({ db: tx, limits });
      });
    },
  };
  return service;
}

export type PlanUsage = ReturnType<typeof createPlanUsage>;
