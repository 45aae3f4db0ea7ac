import {
  billingMessageIds,
  exceededFor,
  fullCampaignLocations,
  fullLocations,
  limitFor,
  PLAN_LIMIT_REACHED,
  type CampaignPlacement,
  type ExceededLimit,
  type LocationMembers,
  type MemberPlacement,
  type PlanResource,
} from '@starcrew/contract';
import { PLANS, type PlanId } from '../../adapters/payments/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { presentPlan } from './billing.presenter.ts';

/**
 * Plan limits of decisions.md, read per location (payments DECISIONS.md): later features
 * (members, campaigns, competitors) ask here before creating, and answer 403 with a message the
 * console shows beside a way to upgrade.
 */
export type LimitedResource = PlanResource;

/** What each resource counts today; `members` and `competitors` are the most at one location. */
export type Usage = Record<LimitedResource, number>;

/** The most an organization may have; null is unlimited. Members and competitors are counted per location. */
export function planLimit(plan: PlanId, resource: LimitedResource, activeLocations: number): number | null {
  return limitFor(presentPlan(plan).limits, resource, activeLocations);
}

/** Whether one more fits: `current` is the count before adding. */
export function withinLimit(limit: number | null, current: number): boolean {
  return limit === null || current < limit;
}

/** The resources whose usage is above what the plan allows at these active locations. */
export function exceededLimits(plan: PlanId, activeLocations: number, usage: Usage): ExceededLimit[] {
  return exceededFor(presentPlan(plan).limits, usage, activeLocations);
}

/**
 * 403 PlanLimitReached, naming the resource and its limit, when one more competitor does not fit
 * under the plan. Members and campaigns are judged per location by `assertMembersFit` and
 * `assertCampaignFits`, which name the full locations.
 */
export function assertWithinLimit(
  plan: PlanId,
  resource: Exclude<LimitedResource, 'members'>,
  activeLocations: number,
  current: number,
) {
  const limit = planLimit(plan, resource, activeLocations);
  if (withinLimit(limit, current)) return;
  throw new HttpError(
    403,
    { id: billingMessageIds.limitReached, values: { limit: limit ?? 0, resource, plan: PLANS[plan].name } },
    { error: PLAN_LIMIT_REACHED },
  );
}

/**
 * 403 PlanLimitReached when a member's creation or change (`before` null for a new one) would take
 * a location past the plan's members per location (contract `fullLocations`, which the member
 * forms weigh too), naming the full locations of `counts` (each location's active members).
 */
export function assertMembersFit(
  plan: PlanId,
  counts: readonly LocationMembers[],
  before: MemberPlacement | null,
  after: MemberPlacement,
) {
  const limit = planLimit(plan, 'members', counts.length);
  const full = fullLocations(limit, counts, before, after);
  if (full.length === 0) return;
  throw new HttpError(
    403,
    {
      id: billingMessageIds.limitReached,
      values: {
        resource: 'members',
        limit: limit ?? 0,
        plan: PLANS[plan].name,
        count: full.length,
        locations: full.map((location) => location.title).join(', '),
      },
    },
    { error: PLAN_LIMIT_REACHED },
  );
}

/**
 * 403 PlanLimitReached when a campaign's creation or change would have a location of it take part
 * in more running campaigns on one day than the plan allows per location (contract
 * `fullCampaignLocations` over `others`, the organization's other campaigns running at its
 * locations during its period), naming the full ones among `locations` (its locations, by title).
 */
export function assertCampaignFits(
  plan: PlanId,
  locations: ReadonlyArray<{ id: string; title: string }>,
  others: readonly CampaignPlacement[],
  campaign: CampaignPlacement,
) {
  const limit = planLimit(plan, 'running_campaigns', locations.length);
  const full = fullCampaignLocations(limit, locations, others, campaign);
  if (full.length === 0) return;
  throw new HttpError(
    403,
    {
      id: billingMessageIds.campaignsLimitReached,
      values: {
        resource: 'running_campaigns',
        limit: limit ?? 0,
        plan: PLANS[plan].name,
        count: full.length,
        locations: full.map((location) => location.title).join(', '),
      },
    },
    { error: PLAN_LIMIT_REACHED },
  );
}
