import { billingMessageIds, type MemberLimits, type MemberPlacement } from '@starcrew/contract';
import { PLANS, type PlanId } from '../../adapters/payments/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { subscriptionRequired } from './billing.enforcement.ts';
import { isSubscribedRow } from './billing.presenter.ts';
import type { BillingRepository } from './billing.repository.ts';
import {
  assertMembersFit,
  assertWithinLimit,
  exceededLimits,
  planLimit,
  type LimitedResource,
  type Usage,
} from './planLimits.rules.ts';
import { utcDay, type PlanUsageRepository } from './planUsage.repository.ts';

export interface PlanUsageDeps {
  repository: Pick<BillingRepository, 'currentSubscription' | 'countActiveLocations'>;
  usage: PlanUsageRepository;
  now: () => Date;
}

/**
 * The plan limits applied to an organization's real usage: `assertFits` before creating one
 * more campaign or competitor and `assertMembersFit` before a member takes a place at a location
 * (403 PlanLimitReached), `assertPlanFits` before a plan or its locations change (422).
 */
export function createPlanUsage({ repository, usage, now }: PlanUsageDeps) {
  async function countOf(
    organizationId: string,
    resource: Exclude<LimitedResource, 'members'>,
    locationId?: string,
  ): Promise<number> {
    if (resource === 'running_campaigns') return usage.runningCampaigns(organizationId, utcDay(now()));
    return usage.competitorsPerLocation(organizationId, locationId);
  }

  return {
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
     * For the creation routes of campaigns and competitors: 403 PlanLimitReached when one
     * more does not fit under the current plan at the active locations. Competitors are counted at
     * `locationId` (the most at one location without it). An unsubscribed organization is a 406,
     * as the enforcement hook answers before any manager route. `current` is the count when the
     * caller weighs it itself (campaigns: the most running on one day of the new one's period).
     */
    async assertFits(
      organizationId: string,
      resource: Exclude<LimitedResource, 'members'>,
      options: { locationId?: string; current?: number } = {},
    ) {
      const [current, activeLocations] = await Promise.all([
        repository.currentSubscription(organizationId),
        repository.countActiveLocations(organizationId),
      ]);
      if (!current || !isSubscribedRow(current)) {
        throw subscriptionRequired();
      }
      const count = options.current ?? (await countOf(organizationId, resource, options.locationId));
      assertWithinLimit(current.plan, resource, activeLocations, count);
    },

    /**
     * For the member routes (sellers, managers): 403 PlanLimitReached, naming the full locations,
     * when a new member (`before` null) or a change of one would take a location past the plan's
     * members per location. An unsubscribed organization is a 406, as in `assertFits`.
     */
    async assertMembersFit(organizationId: string, before: MemberPlacement | null, after: MemberPlacement) {
      if (!after.active) return;
      const current = await repository.currentSubscription(organizationId);
      if (!current || !isSubscribedRow(current)) throw subscriptionRequired();
      assertMembersFit(current.plan, await usage.membersAt(organizationId), before, after);
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
  };
}

export type PlanUsage = ReturnType<typeof createPlanUsage>;
