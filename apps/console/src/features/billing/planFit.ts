import type { ExceededLimit, Plan, PlanResource, PlanUsage } from '@starcrew/contract';

/**
 * The plan limits for a number of active locations, as the server reads them
 * (apps/api/src/modules/billing/plan-limits.ts): members and running campaigns per location,
 * competitors at each location; at least one location. The server stays the judge: this only
 * lets a screen weigh a choice of locations before asking it.
 */
export function limitFor(plan: Plan, resource: PlanResource, activeLocations: number): number | null {
  const locations = Math.max(1, activeLocations);
  const { members_per_location, running_campaigns_per_location, competitors_per_location } = plan.limits;
  if (resource === 'members') return members_per_location === null ? null : members_per_location * locations;
  if (resource === 'running_campaigns') {
    return running_campaigns_per_location === null ? null : running_campaigns_per_location * locations;
  }
  return competitors_per_location;
}

/** What today's usage exceeds under the plan at these active locations; empty when it fits. */
export function exceededFor(plan: Plan, usage: PlanUsage, activeLocations: number): ExceededLimit[] {
  const exceeded: ExceededLimit[] = [];
  for (const resource of ['members', 'running_campaigns', 'competitors'] as const) {
    const limit = limitFor(plan, resource, activeLocations);
    if (limit !== null && usage[resource] > limit) exceeded.push({ resource, count: usage[resource], limit });
  }
  return exceeded;
}
