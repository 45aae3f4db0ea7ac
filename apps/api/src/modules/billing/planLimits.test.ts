import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors.ts';
import { assertMembersFit, assertWithinLimit, exceededLimits, planLimit, withinLimit } from './planLimits.rules.ts';

describe('plan limits (decisions.md, per location)', () => {
  it('should give members and running campaigns at each location, unlimited where the plan says so', () => {
    expect(planLimit('essential', 'members', 3)).toBe(5);
    expect(planLimit('essential', 'running_campaigns', 2)).toBe(2);
    expect(planLimit('pro', 'members', 2)).toBe(25);
    expect(planLimit('pro', 'running_campaigns', 2)).toBeNull();
    expect(planLimit('network', 'members', 9)).toBeNull();
  });

  it('should count at least one location, and competitors per location', () => {
    expect(planLimit('essential', 'members', 0)).toBe(5);
    expect(planLimit('essential', 'competitors', 4)).toBe(3);
    expect(planLimit('pro', 'competitors', 1)).toBe(5);
    expect(planLimit('network', 'competitors', 1)).toBe(10);
  });

  it('should allow one more below the limit only', () => {
    expect(withinLimit(null, 10_000)).toBe(true);
    expect(withinLimit(5, 4)).toBe(true);
    expect(withinLimit(5, 5)).toBe(false);
  });

  it('should answer 403 with the limit when one more does not fit', () => {
    expect(() => assertWithinLimit('essential', 'running_campaigns', 1, 1)).not.toThrow();
    try {
      assertWithinLimit('essential', 'running_campaigns', 1, 2);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(403);
      expect((error as HttpError).body.values).toMatchObject({
        limit: 2,
        plan: 'Essential',
        resource: 'running_campaigns',
      });
      expect((error as HttpError).extra.error).toBe('PlanLimitReached');
    }
  });

  it('should list what usage exceeds, per plan and active locations', () => {
    const usage = { members: 8, running_campaigns: 3, competitors: 4 };
    expect(exceededLimits('essential', 1, usage)).toEqual([
      { resource: 'members', count: 8, limit: 5 },
      { resource: 'running_campaigns', count: 3, limit: 2 },
      { resource: 'competitors', count: 4, limit: 3 },
    ]);
    // 8 members, 3 running campaigns at one location: more active locations make no room for them.
    expect(exceededLimits('essential', 2, usage)).toEqual([
      { resource: 'members', count: 8, limit: 5 },
      { resource: 'running_campaigns', count: 3, limit: 2 },
      { resource: 'competitors', count: 4, limit: 3 },
    ]);
    expect(exceededLimits('pro', 1, usage)).toEqual([]);
    expect(exceededLimits('network', 0, { members: 500, running_campaigns: 90, competitors: 11 })).toEqual([
      { resource: 'competitors', count: 11, limit: 10 },
    ]);
  });

  it('should refuse a member at a full location with 403 PlanLimitReached naming every full one', () => {
    const counts = [
      { id: 'a', title: 'Paris Oberkampf', members: 5 },
      { id: 'b', title: 'Lyon Part-Dieu', members: 2 },
      { id: 'c', title: 'Nice Masséna', members: 5 },
    ];
    const at = (...location_ids: string[]) => ({ location_ids, active: true });
    expect(() => assertMembersFit('essential', counts, null, at('b'))).not.toThrow();
    expect(() => assertMembersFit('pro', counts, null, at('a', 'c'))).not.toThrow();
    try {
      assertMembersFit('essential', counts, null, at('a', 'b', 'c'));
      expect.unreachable();
    } catch (error) {
      expect((error as HttpError).statusCode).toBe(403);
      expect((error as HttpError).extra.error).toBe('PlanLimitReached');
      expect((error as HttpError).body.values).toEqual({
        resource: 'members',
        limit: 5,
        plan: 'Essential',
        count: 2,
        locations: 'Paris Oberkampf, Nice Masséna',
      });
    }
  });
});
