import { randomBytes } from 'node:crypto';
import type { CampaignRequest } from '@starcrew/contract';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.ts';
import { bearer, createTeam, createUser, signIn, type Team } from '../../../test/fixtures.ts';
import type { Db } from '../../db/database.ts';
import {
  campaignLocations,
  campaignParticipants,
  campaignRankRewards,
  campaigns,
  organizations,
  reviews,
  rewardEntries,
  rewards,
  userLocations,
  type NewCampaignRow,
} from '../../db/schema/index.ts';

/** The locations a user is tied to. */
export async function locationsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: userLocations.locationId })
    .from(userLocations)
    .where(eq(userLocations.userId, userId));
  return rows.map((r) => r.id);
}

export async function setTimezone(db: Db, organizationId: string, timezone: string): Promise<void> {
  await db.update(organizations).set({ timezone }).where(eq(organizations.id, organizationId));
}

/** A campaign written straight to the database (the routes have their own tests). */
export async function insertCampaign(
  db: Db,
  input: {
    organizationId: string;
    locationIds: string[];
    participantIds: string[];
    rankRewards?: string[];
  } & Partial<NewCampaignRow>,
): Promise<string> {
  const { locationIds, participantIds, rankRewards = [], ...values } = input;
  const [row] = await db
    .insert(campaigns)
    .values({
      title: 'Printemps des avis',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      rewardMode: 'target',
      reviewsTarget: 2,
      rewardDescription: 'Un brunch pour deux',
      rewardRule: 'all_reaching_goal',
      ...values,
    })
    .returning({ id: campaigns.id });
  if (!row) throw new Error('no campaign');
  const { organizationId } = input;
  if (locationIds.length > 0)
    await db
      .insert(campaignLocations)
      .values(locationIds.map((locationId) => ({ campaignId: row.id, locationId, organizationId })));
  if (participantIds.length > 0)
    await db
      .insert(campaignParticipants)
      .values(participantIds.map((userId) => ({ campaignId: row.id, userId, organizationId })));
  if (rankRewards.length > 0)
    await db
      .insert(campaignRankRewards)
      .values(rankRewards.map((description, i) => ({ campaignId: row.id, rank: i + 1, description })));
  return row.id;
}

/** `n` form reviews collected by a seller at a location, written at `at`; their ids. */
export async function collect(
  db: Db,
  input: { organizationId: string; locationId: string; sellerId: string; at: string; n?: number; rating?: number },
): Promise<string[]> {
  const at = new Date(input.at);
  const rows = await db
    .insert(reviews)
    .values(
      Array.from({ length: input.n ?? 1 }, () => ({
        organizationId: input.organizationId,
        locationId: input.locationId,
        sellerId: input.sellerId,
        source: 'form' as const,
        rating: input.rating ?? 5,
        reviewerName: `Client ${randomBytes(2).toString('hex')}`,
        comment: 'Merci !',
        reviewedAt: at,
        reviewUpdatedAt: at,
      })),
    )
    .returning({ id: reviews.id });
  return rows.map((r) => r.id);
}

/**
 * For the probes: a running campaign and a closed one of the team, with a reward to distribute
 * and a distributed one (with their ledger entries): the ids a foreign caller could aim at.
 */
export async function seedCampaignsAndRewards(
  db: Db,
  team: { organizationId: string; owner: { id: string }; seller: { id: string }; otherSeller: { id: string } },
): Promise<{ campaignIds: string[]; rewardIds: string[] }> {
  const organizationId = team.organizationId;
  const sellerIds = [team.seller.id, team.otherSeller.id];
  const locationIds = [
    ...new Set([...(await locationsOf(db, team.seller.id)), ...(await locationsOf(db, team.otherSeller.id))]),
  ];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const running = await insertCampaign(db, {
    organizationId,
    locationIds,
    participantIds: sellerIds,
    title: 'Probe running campaign',
    startDate: day(-10),
    endDate: day(10),
  });
  const closed = await insertCampaign(db, {
    organizationId,
    locationIds,
    participantIds: sellerIds,
    title: 'Probe closed campaign',
    startDate: day(-40),
    endDate: day(-20),
    closedAt: new Date(),
  });
  const rows = await db
    .insert(rewards)
    .values([
      { organizationId, campaignId: closed, winnerId: team.seller.id, rank: 1, description: 'Probe reward one' },
      {
        organizationId,
        campaignId: closed,
        winnerId: team.otherSeller.id,
        rank: 2,
        description: 'Probe reward two',
        distributedAt: new Date(),
        distributedBy: team.owner.id,
      },
    ])
    .returning({ id: rewards.id });
  await db
    .insert(rewardEntries)
    .values([
      ...rows.map((r) => ({ organizationId, rewardId: r.id, kind: 'pending' as const })),
      { organizationId, rewardId: rows[1]?.id ?? '', kind: 'distributed' as const, actorId: team.owner.id },
    ]);
  return { campaignIds: [running, closed], rewardIds: rows.map((r) => r.id) };
}

/** The campaigns route tests' world: a team signed in, its two locations, a request to send. */

export type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function caller(t: TestApp) {
  return async function call(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
    return { status: response.statusCode, body: response.json() as Loose };
  };
}

export interface World {
  team: Team;
  here: string;
  there: string;
  third: string;
  owner: string;
  manager: string;
  seller: string;
  otherSeller: string;
}

/** A team (see createTeam) with a third seller at the manager's location, everyone signed in. */
export async function world(t: TestApp): Promise<World> {
  const db = t.database.db;
  const team = await createTeam(db, `Campaigns ${Math.random()}`);
  const [here = ''] = await locationsOf(db, team.seller.id);
  const [there = ''] = await locationsOf(db, team.otherSeller.id);
  const third = await createUser(db, { organizationId: team.organizationId, role: 'seller' });
  await db.insert(userLocations).values({ userId: third.id, locationId: here, organizationId: team.organizationId });
  return {
    team,
    here,
    there,
    third: third.id,
    owner: await signIn(t.app, team.owner.email),
    manager: await signIn(t.app, team.manager.email),
    seller: await signIn(t.app, team.seller.email),
    otherSeller: await signIn(t.app, team.otherSeller.email),
  };
}

export const campaignRequest = (w: World, over: Partial<CampaignRequest> = {}): CampaignRequest => ({
  title: 'Printemps des avis',
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  reward_mode: 'target',
  reviews_target: 2,
  reward_rule: 'all_reaching_goal',
  reward_description: 'Un brunch pour deux',
  location_mode: 'shared',
  location_ids: [w.here, w.there],
  participant_ids: [w.team.seller.id, w.team.otherSeller.id, w.third],
  ...over,
});
