import { planResources, type ExceededLimit, type PlanLimits, type PlanResource, type PlanUsage } from './billing.ts';

/**
 * How a plan's limits read for a number of active locations (decisions.md): members and
 * running campaigns per location, competitors at each location; at least one location.
 * One reading for both sides: the server judges with it, and a screen weighs a choice of
 * locations with it before asking.
 */
export function limitFor(limits: PlanLimits, resource: PlanResource, activeLocations: number): number | null {
  const locations = Math.max(1, activeLocations);
  if (resource === 'members') {
    return limits.members_per_location === null ? null : limits.members_per_location * locations;
  }
  if (resource === 'running_campaigns') {
    return limits.running_campaigns_per_location === null ? null : limits.running_campaigns_per_location * locations;
  }
  return limits.competitors_per_location;
}

/** What today's usage exceeds under these limits at these active locations; empty when it fits. */
export function exceededFor(limits: PlanLimits, usage: PlanUsage, activeLocations: number): ExceededLimit[] {
  const exceeded: ExceededLimit[] = [];
  for (const resource of planResources) {
    const limit = limitFor(limits, resource, activeLocations);
    if (limit !== null && usage[resource] > limit) exceeded.push({ resource, count: usage[resource], limit });
  }
  return exceeded;
}
