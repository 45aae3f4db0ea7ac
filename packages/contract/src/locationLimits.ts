import { z } from './zod.ts';

/**
 * One member's or one campaign's placement judged against a plan's per-location limit (`limitFor` in
 * `planLimits.ts`): the locations it would overfill. The server refuses with these; a form says it
 * before sending.
 */

/** The active members (sellers and managers, not the owner) tied to one location, as the plan counts them. */
export const locationMembersSchema = z.object({
  id: z.string(),
  title: z.string(),
  members: z.number().check(z.int()),
});
export type LocationMembers = z.infer<typeof locationMembersSchema>;

/**
 * What a member form needs to weigh a choice of locations before sending (`fullLocations`): the
 * plan's name, its members per location (null: unlimited, or no plan: the server then refuses
 * anyway) and the members of each location the reader may choose.
 */
export const memberLimitsSchema = z.object({
  plan: z.nullable(z.string()),
  per_location: z.nullable(z.number().check(z.int())),
  locations: z.array(locationMembersSchema),
});
export type MemberLimits = z.infer<typeof memberLimitsSchema>;

/** Where a member is tied, and whether they count: an inactive member takes no place. */
export interface MemberPlacement {
  location_ids: readonly string[];
  active: boolean;
}

/**
 * The plan's member limit per location, judged for one member's creation or change (`before` is
 * null for a new member): the locations that would go past `perLocation` (`limitFor(…, 'members', …)`),
 * in the order of `locations`. A member takes a place at each location they join, and at every
 * location of theirs when they turn active; a location is full when it already has
 * `perLocation` members. Empty when it fits or the plan is unlimited. A location missing from
 * `locations` counts as empty. The server refuses with it; a form says it before sending.
 */
export function fullLocations<L extends Pick<LocationMembers, 'id' | 'members'>>(
  perLocation: number | null,
  locations: readonly L[],
  before: MemberPlacement | null,
  after: MemberPlacement,
): L[] {
  if (perLocation === null || !after.active) return [];
  const already = before?.active ? new Set(before.location_ids) : new Set<string>();
  const joining = new Set(after.location_ids.filter((id) => !already.has(id)));
  return locations.filter((location) => joining.has(location.id) && location.members >= perLocation);
}

/** A campaign's period: calendar days `YYYY-MM-DD`, both included. */
export interface CampaignPeriod {
  start_date: string;
  end_date: string;
}

/**
 * The most of `others` running on one day of `period` (decisions.md: the plan limits running
 * campaigns per location). At one location, a new or moved campaign fits when this, over the
 * campaigns of that location, is below `limitFor(…, 'running_campaigns')`: it would run beside that
 * many on its busiest day. The busiest day is the period's first day or the first day of one of
 * the others, so only those are counted.
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

/** A campaign as the running-campaigns limit weighs it: its days and the locations it covers. */
export interface CampaignPlacement extends CampaignPeriod {
  location_ids: readonly string[];
}

/**
 * The plan's running campaigns per location, judged for one campaign's creation or change
 * (decisions.md: "2 running campaigns per location"): the locations of `campaign`, in the order
 * of `locations`, where `others` (the organization's other campaigns that run: not archived)
 * already run `perLocation` campaigns on one day of its period. A campaign takes a place at each
 * location it covers, whatever its mode (shared or separate). Empty when it fits or the plan is
 * unlimited. The server refuses with it, naming those locations, as `fullLocations` for members.
 */
export function fullCampaignLocations<L extends { id: string }>(
  perLocation: number | null,
  locations: readonly L[],
  others: readonly CampaignPlacement[],
  campaign: CampaignPlacement,
): L[] {
  if (perLocation === null) return [];
  const covered = new Set(campaign.location_ids);
  return locations.filter(
    (location) =>
      covered.has(location.id) &&
      mostRunningDuring(
        others.filter((other) => other.location_ids.includes(location.id)),
        campaign,
      ) >= perLocation,
  );
}
