import { describe, expect, it } from 'vitest';
import type { Plan } from './plans.ts';
import { fullCampaignLocations, fullLocations, mostRunningDuring } from './locationLimits.ts';
import { exceededFor as exceededForLimits, limitFor as limitForLimits } from './planLimits.ts';

const limitFor = (plan: Plan, ...rest: [Parameters<typeof limitForLimits>[1], number]) =>
  limitForLimits(plan.limits, ...rest);
const exceededFor = (plan: Plan, ...rest: [Parameters<typeof exceededForLimits>[1], number]) =>
  exceededForLimits(plan.limits, ...rest);

const essential: Plan = {
  id: 'essential',
  name: 'Essential',
  prices: { month: 2900, year: 29000 },
  limits: { members_per_location: 5, running_campaigns_per_location: 2, competitors_per_location: 3 },
};
const network: Plan = {
  ...essential,
  id: 'network',
  name: 'Network',
  limits: { members_per_location: null, running_campaigns_per_location: null, competitors_per_location: 10 },
};

describe('plan limits for a number of active locations', () => {
  it('should read every limit per location, however many locations are active', () => {
    expect(limitFor(essential, 'members', 0)).toBe(5);
    // More locations make no room at a full one: members and campaigns are counted at each location.
    expect(limitFor(essential, 'members', 3)).toBe(5);
    expect(limitFor(essential, 'running_campaigns', 3)).toBe(2);
    expect(limitFor(essential, 'running_campaigns', 1)).toBe(2);
    expect(limitFor(essential, 'competitors', 3)).toBe(3);
    expect(limitFor(network, 'members', 3)).toBeNull();
  });

  it('should list what usage exceeds, and nothing when it fits', () => {
    const usage = { members: 8, running_campaigns: 2, competitors: 4 };
    expect(exceededFor(essential, usage, 1)).toEqual([
      { resource: 'members', count: 8, limit: 5 },
      { resource: 'competitors', count: 4, limit: 3 },
    ]);
    expect(exceededFor(essential, { ...usage, members: 5, competitors: 3 }, 2)).toEqual([]);
    // 8 members at one location do not fit Essential, however many locations are active.
    expect(exceededFor(essential, usage, 4)).toContainEqual({ resource: 'members', count: 8, limit: 5 });
    // 3 campaigns running at one location do not fit Essential either, whatever the locations.
    expect(exceededFor(essential, { ...usage, running_campaigns: 3 }, 4)).toContainEqual({
      resource: 'running_campaigns',
      count: 3,
      limit: 2,
    });
    expect(exceededFor(network, { members: 900, running_campaigns: 90, competitors: 10 }, 1)).toEqual([]);
  });
});

describe('members per location (decisions.md: Essential up to 5 per location, Pro 25)', () => {
  const paris = { id: 'paris', title: 'Paris Oberkampf', members: 5 };
  const lyon = { id: 'lyon', title: 'Lyon Part-Dieu', members: 4 };
  const nice = { id: 'nice', title: 'Nice Masséna', members: 5 };
  const counts = [paris, lyon, nice];
  const active = (...location_ids: string[]) => ({ location_ids, active: true });

  it('should name the full locations a new active member would join, and none when each has room', () => {
    expect(fullLocations(5, counts, null, active('paris', 'lyon', 'nice'))).toEqual([paris, nice]);
    expect(fullLocations(5, counts, null, active('lyon'))).toEqual([]);
    // The organization's total (14) is not the rule: Lyon has room though Paris and Nice are full.
    expect(fullLocations(25, counts, null, active('paris', 'nice'))).toEqual([]);
    expect(fullLocations(null, counts, null, active('paris'))).toEqual([]);
  });

  it('should let an inactive member anywhere, and weigh every location of one turning active', () => {
    expect(fullLocations(5, counts, null, { location_ids: ['paris'], active: false })).toEqual([]);
    const inactiveAtParis = { location_ids: ['paris'], active: false };
    expect(fullLocations(5, counts, inactiveAtParis, active('paris'))).toEqual([paris]);
  });

  it('should weigh only the locations an active member joins: where they are, they already count', () => {
    const atParis = active('paris');
    expect(fullLocations(5, counts, atParis, active('paris'))).toEqual([]);
    expect(fullLocations(5, counts, atParis, active('paris', 'lyon'))).toEqual([]);
    expect(fullLocations(5, counts, atParis, active('lyon', 'nice'))).toEqual([nice]);
    expect(fullLocations(5, counts, atParis, { location_ids: ['nice'], active: false })).toEqual([]);
  });

  it('should count a location it does not know as empty', () => {
    expect(fullLocations(5, counts, null, active('unknown'))).toEqual([]);
    expect(fullLocations(0, counts, null, active('unknown'))).toEqual([]);
  });
});

describe('running campaigns during a period', () => {
  const period = (start_date: string, end_date: string) => ({ start_date, end_date });

  it('should count the most running on one day of the period, not all that touch it', () => {
    const others = [
      period('2026-03-01', '2026-03-05'),
      period('2026-03-10', '2026-03-20'),
      period('2026-03-18', '2026-04-02'),
    ];
    expect(mostRunningDuring(others, period('2026-03-04', '2026-03-25'))).toBe(2);
    expect(mostRunningDuring(others, period('2026-03-06', '2026-03-09'))).toBe(0);
    // Both ends are included: a campaign ending the day another starts runs beside it that day.
    expect(mostRunningDuring(others, period('2026-03-05', '2026-03-05'))).toBe(1);
    expect(mostRunningDuring(others, period('2026-04-02', '2026-05-01'))).toBe(1);
  });

  it('should let a third campaign run beside two on Essential only where they do not overlap', () => {
    const running = [period('2026-03-01', '2026-03-31'), period('2026-03-15', '2026-04-15')];
    const limit = limitFor(essential, 'running_campaigns', 1) ?? Infinity;
    expect(mostRunningDuring(running, period('2026-03-20', '2026-03-25')) < limit).toBe(false);
    expect(mostRunningDuring(running, period('2026-04-01', '2026-04-30')) < limit).toBe(true);
    // More active locations make no room: the limit is per location.
    expect(
      mostRunningDuring(running, period('2026-03-20', '2026-03-25')) <
        (limitFor(essential, 'running_campaigns', 2) ?? 0),
    ).toBe(false);
  });
});

describe('running campaigns per location', () => {
  const lyon = { id: 'lyon', title: 'Lyon' };
  const nice = { id: 'nice', title: 'Nice' };
  const paris = { id: 'paris', title: 'Paris' };
  const locations = [lyon, nice, paris];
  const at = (start_date: string, end_date: string, ...location_ids: string[]) => ({
    start_date,
    end_date,
    location_ids,
  });

  it('should name each location that already takes part in the most campaigns on one day of the period', () => {
    // Lyon: two campaigns overlapping on March 20-25 (one shared with Nice); Nice: one; Paris: none.
    const others = [at('2026-03-01', '2026-03-31', 'lyon', 'nice'), at('2026-03-15', '2026-04-15', 'lyon')];
    expect(fullCampaignLocations(2, locations, others, at('2026-03-20', '2026-03-25', 'lyon', 'nice'))).toEqual([lyon]);
    expect(fullCampaignLocations(2, locations, others, at('2026-03-20', '2026-03-25', 'nice', 'paris'))).toEqual([]);
    // Not on the same day: Lyon has room from April 16th.
    expect(fullCampaignLocations(2, locations, others, at('2026-04-16', '2026-04-30', 'lyon'))).toEqual([]);
    expect(
      fullCampaignLocations(1, locations, others, at('2026-03-20', '2026-03-25', 'paris', 'nice', 'lyon')),
    ).toEqual([lyon, nice]);
  });

  it('should not sum locations: campaigns elsewhere make no room and take none', () => {
    const others = [at('2026-03-01', '2026-03-31', 'nice'), at('2026-03-01', '2026-03-31', 'paris')];
    expect(fullCampaignLocations(2, locations, others, at('2026-03-10', '2026-03-12', 'lyon'))).toEqual([]);
    const busy = [...others, at('2026-03-01', '2026-03-31', 'nice')];
    // Nice is full although the organization, with three locations, runs only three campaigns.
    expect(fullCampaignLocations(2, locations, busy, at('2026-03-10', '2026-03-12', 'nice', 'lyon'))).toEqual([nice]);
  });

  it('should allow anything on an unlimited plan, and count an unknown location as empty', () => {
    const others = [at('2026-03-01', '2026-03-31', 'lyon'), at('2026-03-01', '2026-03-31', 'lyon')];
    expect(fullCampaignLocations(null, locations, others, at('2026-03-10', '2026-03-12', 'lyon'))).toEqual([]);
    expect(fullCampaignLocations(2, locations, others, at('2026-03-10', '2026-03-12', 'elsewhere'))).toEqual([]);
  });
});
