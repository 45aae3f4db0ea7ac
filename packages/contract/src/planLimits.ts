import { planResources, type ExceededLimit, type PlanLimits, type PlanResource, type PlanUsage } from './plans.ts';

/**
 * How a plan's limits read (decisions.md: "up to 5 members and 2 running campaigns per
 * location"): every limit is per location. Members at each location (no location may have more,
 * so more locations never make room at a full one, see `fullLocations`); running campaigns a
 * location takes part in on one day (see `fullCampaignLocations`); competitors at each location.
 * `_activeLocations` changes none of them (before, running campaigns were summed over the active
 * locations): kept so a screen weighing a choice of locations calls it as before. One reading for
 * both sides: the server judges with it, and a screen weighs a choice with it before asking.
 */
export function limitFor(limits: PlanLimits, resource: PlanResource, _activeLocations?: number): number | null {
  if (resource === 'members') return limits.members_per_location;
  if (resource === 'running_campaigns') return limits.running_campaigns_per_location;
  return limits.competitors_per_location;
}

/**
 * What today's usage exceeds under these limits at these active locations; empty when it fits.
 * Each usage figure is the most at one location (`running_campaigns`: campaigns running today).
 */
export function exceededFor(limits: PlanLimits, usage: PlanUsage, activeLocations: number): ExceededLimit[] {
  const exceeded: ExceededLimit[] = [];
  for (const resource of planResources) {
    const limit = limitFor(limits, resource, activeLocations);
    if (limit !== null && usage[resource] > limit) exceeded.push({ resource, count: usage[resource], limit });
  }
  return exceeded;
}
