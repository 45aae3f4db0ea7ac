import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  campaignLocations,
  campaigns,
  competitors,
  locations,
  subscriptions,
  userLocations,
  users,
} from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { openTestDatabase } from '../../../test/database.ts';
import { createLocation, createOrganization, createTeam, createUser, type Team } from '../../../test/fixtures.ts';
import { createPlanUsageRepository, utcDay } from './planUsage.repository.ts';
import { createPlanUsage } from './planUsage.service.ts';

// 00:30 in Paris on March 5th is still March 4th in UTC: the running day is UTC's.
const clock = new Date('2026-03-05T00:30:00+01:00');
let database: Database;
let team: Team;
let other: Team;
let locationA: string;
let locationB: string;
let acrossBoth: string;

/** A campaign at these locations; its id. */
async function addCampaign(
  organizationId: string,
  startDate: string,
  endDate: string,
  locationIds: string[],
  archivedAt: Date | null = null,
): Promise<string> {
  const [row] = await database.db
    .insert(campaigns)
    .values({
      organizationId,
      title: `Campaign ${startDate}`,
      startDate,
      endDate,
      rewardMode: 'target',
      rewardRule: 'all_reaching_goal',
      archivedAt,
    })
    .returning({ id: campaigns.id });
  await database.db
    .insert(campaignLocations)
    .values(locationIds.map((locationId) => ({ campaignId: row!.id, locationId, organizationId })));
  return row!.id;
}

async function addCompetitors(organizationId: string, locationId: string, n: number) {
  await database.db.insert(competitors).values(
    Array.from({ length: n }, (_, i) => ({
      organizationId,
      locationId,
      placeId: `place-${locationId}-${i}`,
      name: `Competitor ${i}`,
    })),
  );
}

/** Puts the organization on this plan (its fixture subscription is Network). */
async function onPlan(
  organizationId: string,
  plan: 'essential' | 'pro' | 'network',
  status: 'active' | 'canceled' = 'active',
) {
  await database.db.update(subscriptions).set({ plan, status }).where(eq(subscriptions.organizationId, organizationId));
}

beforeAll(async () => {
  database = await openTestDatabase();
  [team, other] = await Promise.all([createTeam(database.db, 'Usage Org'), createTeam(database.db, 'Other Org')]);
  // Team: owner, a manager and a seller at A, a seller at B; an inactive seller at A and a second owner-level account.
  const inactive = await createUser(database.db, {
    organizationId: team.organizationId,
    role: 'seller',
    status: 'inactive',
  });
  await createUser(database.db, { organizationId: team.organizationId, role: 'super_manager' });
  locationA = (await database.db.select().from(userLocations).where(eq(userLocations.userId, team.seller.id)))[0]!
    .locationId;
  locationB = (await database.db.select().from(userLocations).where(eq(userLocations.userId, team.otherSeller.id)))[0]!
    .locationId;
  await database.db.update(locations).set({ title: 'Paris Oberkampf' }).where(eq(locations.id, locationA));
  await database.db.update(locations).set({ title: 'Lyon Part-Dieu' }).where(eq(locations.id, locationB));
  await database.db
    .insert(userLocations)
    .values({ userId: inactive.id, locationId: locationA, organizationId: team.organizationId });
  await database.db.update(locations).set({ licenseStatus: 'active' }).where(eq(locations.id, locationA));

  // Running on March 5th: at A, the first two; at B, the second and the one-day one (3 in all).
  await addCampaign(team.organizationId, '2026-03-01', '2026-03-05', [locationA]); // ends on the UTC day: running
  acrossBoth = await addCampaign(team.organizationId, '2026-03-05', '2026-03-20', [locationA, locationB]); // starts on it
  await addCampaign(team.organizationId, '2026-03-05', '2026-03-05', [locationB]);
  await addCampaign(team.organizationId, '2026-02-01', '2026-03-04', [locationA]); // ended the day before
  await addCampaign(team.organizationId, '2026-03-06', '2026-03-30', [locationA]); // upcoming
  // Archived: withdrawn, it runs no more and takes no place.
  await addCampaign(team.organizationId, '2026-03-01', '2026-03-31', [locationA], new Date());
  await addCompetitors(team.organizationId, locationA, 3);
  await addCompetitors(team.organizationId, locationB, 1);

  // The other organization has more of everything: none of it may count for the team.
  const theirSellers = [];
  for (let i = 0; i < 6; i += 1)
    theirSellers.push((await createUser(database.db, { organizationId: other.organizationId, role: 'seller' })).id);
  const otherLocation = await createLocation(database.db, other.organizationId, theirSellers);
  await addCampaign(other.organizationId, '2026-03-01', '2026-03-31', [otherLocation]);
  await addCampaign(other.organizationId, '2026-03-01', '2026-03-31', [otherLocation]);
  await addCampaign(other.organizationId, '2026-03-01', '2026-03-31', [otherLocation]);
  await addCompetitors(other.organizationId, otherLocation, 7);
});
afterAll(() => database.close());

const usageRepository = () => createPlanUsageRepository(database.db);
const service = () => createPlanUsage({ db: database.db, now: () => clock });

describe('plan usage (tenant-scoped counts)', () => {
  it('should count active sellers and managers at each location, not the owners nor inactive members', async () => {
    expect(await usageRepository().membersAt(team.organizationId)).toEqual([
      { id: locationB, title: 'Lyon Part-Dieu', members: 1 },
      { id: locationA, title: 'Paris Oberkampf', members: 2 },
    ]);
    expect(await usageRepository().membersAt(team.organizationId, [locationA])).toEqual([
      { id: locationA, title: 'Paris Oberkampf', members: 2 },
    ]);
    // The most at one location: the plan's limit is per location, not for the organization's 3.
    expect(await usageRepository().members(team.organizationId)).toBe(2);
    expect(await usageRepository().members(other.organizationId)).toBe(6);
  });

  it('should count the most campaigns running at one location on the UTC day, both dates inclusive, not archived', async () => {
    expect(utcDay(clock)).toBe('2026-03-04');
    // March 5th: 2 at A, 2 at B (3 in the organization): the limit is per location.
    expect(await usageRepository().runningCampaigns(team.organizationId, '2026-03-05')).toBe(2);
    expect(await usageRepository().runningCampaigns(team.organizationId, '2026-03-04')).toBe(2);
    expect(await usageRepository().runningCampaigns(team.organizationId, '2026-04-01')).toBe(0);
  });

  it('should count competitors per location: the most at one, or at the one named', async () => {
    expect(await usageRepository().competitorsPerLocation(team.organizationId)).toBe(3);
    expect(await usageRepository().competitorsPerLocation(team.organizationId, locationB)).toBe(1);
    // Another organization's location counts nothing for this one.
    const [theirs] = await database.db
      .select({ id: locations.id })
      .from(competitors)
      .innerJoin(locations, eq(locations.id, competitors.locationId))
      .where(eq(competitors.organizationId, other.organizationId))
      .limit(1);
    expect(await usageRepository().competitorsPerLocation(team.organizationId, theirs!.id)).toBe(0);
    const empty = await createOrganization(database.db, 'Empty');
    expect(await usageRepository().usage(empty, clock)).toEqual({ members: 0, running_campaigns: 0, competitors: 0 });
  });

  it('should give every count at once, on the UTC day of now', async () => {
    const at = new Date('2026-03-05T08:00:00Z');
    expect(await usageRepository().usage(team.organizationId, at)).toEqual({
      members: 2,
      running_campaigns: 2,
      competitors: 3,
    });
  });
});

describe('assertFits', () => {
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => expect.unreachable('should have been refused'),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  };

  it('should let one more competitor in below the limit and refuse at it, with the limit in the answer', async () => {
    await onPlan(team.organizationId, 'essential');
    // Essential: 3 competitors per location.
    const competitorsFull = await refusal(
      service().assertFits(team.organizationId, 'competitors', { locationId: locationA }),
    );
    expect(competitorsFull.statusCode).toBe(403);
    expect(competitorsFull.extra.error).toBe('PlanLimitReached');
    expect(competitorsFull.body.values).toMatchObject({ resource: 'competitors', limit: 3, plan: 'Essential' });
    await expect(
      service().assertFits(team.organizationId, 'competitors', { locationId: locationB }),
    ).resolves.toBeUndefined();
    await onPlan(team.organizationId, 'network');
  });

  it('should answer 406 SubscriptionException when the organization is not subscribed', async () => {
    await onPlan(team.organizationId, 'essential', 'canceled');
    const error = await refusal(service().assertFits(team.organizationId, 'competitors'));
    expect(error.statusCode).toBe(406);
    expect(error.extra.error).toBe('SubscriptionException');
    const member = await refusal(
      service().assertMembersFit(team.organizationId, null, { location_ids: [locationB], active: true }),
    );
    expect(member.statusCode).toBe(406);
    await onPlan(team.organizationId, 'network');
  });
});

describe('assertCampaignFits (decisions.md: Essential up to 2 running campaigns per location)', () => {
  const at = (start_date: string, end_date: string, ...location_ids: string[]) => ({
    start_date,
    end_date,
    location_ids,
  });
  const refused = async (promise: Promise<unknown>) =>
    (await promise.then(
      () => expect.unreachable('should have been refused'),
      (e: unknown) => e,
    )) as HttpError;

  it('should refuse a campaign at a location already in 2 on one of its days, naming it, in either mode', async () => {
    await onPlan(team.organizationId, 'essential');
    // Both locations active: the organization's 4 running campaigns (2 per active location) make no room at A.
    await database.db.update(locations).set({ licenseStatus: 'active' }).where(eq(locations.id, locationB));
    const full = await refused(
      service().assertCampaignFits(team.organizationId, at('2026-03-05', '2026-03-06', locationA)),
    );
    expect(full.statusCode).toBe(403);
    expect(full.extra.error).toBe('PlanLimitReached');
    expect(full.body).toEqual({
      id: 'billing.campaignsLimitReached',
      values: { resource: 'running_campaigns', limit: 2, plan: 'Essential', count: 1, locations: 'Paris Oberkampf' },
    });
    const both = await refused(
      service().assertCampaignFits(team.organizationId, at('2026-03-05', '2026-03-05', locationA, locationB)),
    );
    expect(both.body.values).toMatchObject({ count: 2, locations: 'Lyon Part-Dieu, Paris Oberkampf' });
    // B has room from March 6th; A from March 21st (the archived campaign takes no place there).
    await expect(
      service().assertCampaignFits(team.organizationId, at('2026-03-06', '2026-03-25', locationB)),
    ).resolves.toBeUndefined();
    await expect(
      service().assertCampaignFits(team.organizationId, at('2026-03-21', '2026-03-25', locationA)),
    ).resolves.toBeUndefined();
    // A campaign moved is weighed without itself: the one across both fits on its own days.
    await expect(
      service().assertCampaignFits(
        team.organizationId,
        at('2026-03-05', '2026-03-20', locationA, locationB),
        acrossBoth,
      ),
    ).resolves.toBeUndefined();
    // Pro: unlimited campaigns. The other organization's 3 at one location are not the team's business.
    await onPlan(team.organizationId, 'pro');
    await expect(
      service().assertCampaignFits(team.organizationId, at('2026-03-05', '2026-03-05', locationA)),
    ).resolves.toBeUndefined();
    await database.db.update(locations).set({ licenseStatus: 'inactive' }).where(eq(locations.id, locationB));
    await onPlan(team.organizationId, 'network');
  });

  it('should answer 406 SubscriptionException when the organization is not subscribed', async () => {
    await onPlan(team.organizationId, 'essential', 'canceled');
    const error = await refused(
      service().assertCampaignFits(team.organizationId, at('2026-04-01', '2026-04-02', locationA)),
    );
    expect(error.statusCode).toBe(406);
    await onPlan(team.organizationId, 'network');
  });
});

describe('assertMembersFit (decisions.md: Essential up to 5 members per location, Pro 25)', () => {
  const at = (...ids: string[]) => ({ location_ids: ids, active: true });

  it('should refuse a member at a full location, naming it, however many locations are active', async () => {
    await onPlan(team.organizationId, 'essential');
    await database.db.update(locations).set({ licenseStatus: 'active' }).where(eq(locations.id, locationB));
    const extra: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const user = await createUser(database.db, { organizationId: team.organizationId, role: 'seller' });
      extra.push(user.id);
    }
    await database.db
      .insert(userLocations)
      .values(extra.map((userId) => ({ userId, locationId: locationA, organizationId: team.organizationId })));
    // A: the manager and 4 sellers (5); B: 1. The organization's 6 would fit 5 × 2 active locations.
    const full = (await service()
      .assertMembersFit(team.organizationId, null, at(locationA, locationB))
      .then(
        () => expect.unreachable('should have been refused'),
        (e: unknown) => e,
      )) as HttpError;
    expect(full.statusCode).toBe(403);
    expect(full.extra.error).toBe('PlanLimitReached');
    expect(full.body.values).toEqual({
      resource: 'members',
      limit: 5,
      plan: 'Essential',
      count: 1,
      locations: 'Paris Oberkampf',
    });
    await expect(service().assertMembersFit(team.organizationId, null, at(locationB))).resolves.toBeUndefined();
    // Inactive, or already at A and joining B: no place taken at A.
    await expect(
      service().assertMembersFit(team.organizationId, null, { location_ids: [locationA], active: false }),
    ).resolves.toBeUndefined();
    await expect(
      service().assertMembersFit(team.organizationId, at(locationA), at(locationA, locationB)),
    ).resolves.toBeUndefined();
    // Pro allows 25 per location.
    await onPlan(team.organizationId, 'pro');
    await expect(service().assertMembersFit(team.organizationId, null, at(locationA))).resolves.toBeUndefined();

    // What the forms weigh before sending: the plan, its members per location, each location's members.
    await onPlan(team.organizationId, 'essential');
    expect(await service().memberLimits(team.organizationId, [locationA])).toEqual({
      plan: 'Essential',
      per_location: 5,
      locations: [{ id: locationA, title: 'Paris Oberkampf', members: 5 }],
    });
    await onPlan(team.organizationId, 'network');
    expect((await service().memberLimits(team.organizationId, null)).per_location).toBeNull();

    await database.db.update(users).set({ status: 'inactive' }).where(inArray(users.id, extra));
    await database.db.update(locations).set({ licenseStatus: 'inactive' }).where(eq(locations.id, locationB));
  });
});
