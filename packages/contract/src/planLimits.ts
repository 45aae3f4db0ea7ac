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

/** A campaign's period: calendar days `YYYY-MM-DD`, both included. */
export interface CampaignPeriod {
  start_date: string;
  end_date: string;
}

/**
 * The most of `others` running on one day of `period` (decisions.md: the plan limits running
 * campaigns). A new or moved campaign fits when this is below `limitFor(…, 'running_campaigns', …)`:
 * it would run beside that many on its busiest day. The busiest day is the period's first day or
 * the first day of one of the others, so only those are counted.
 */
export function mostRunningDuring(others: readonly CampaignPeriod[], period: CampaignPeriod): number {
  const overlapping = others.filter(
    (other) => other.start_date <= period.end_date && other.end_date >= period.start_date,
  );
  const days = [
    period.start_date,
    ...overlapping.map((other) => other.start_date).filter((day) => day > period.start_date),
  ];
  let most = 0;
  for (const day of days) {
    const running = overlapping.filter((other) => other.start_date <= day && other.end_date >= day).length;
    most = Math.max(most, running);
  }
  return most;
}
