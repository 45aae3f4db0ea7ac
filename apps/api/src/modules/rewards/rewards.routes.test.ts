import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, signIn, type Team } from '../../../test/fixtures.ts';
import { reviews, rewardEntries } from '../../db/schema/index.ts';
import { collect, insertCampaign, locationsOf } from '../campaigns/campaigns.fixtures.ts';
import { createCloseOut } from '../campaigns/campaigns.jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
  return { status: response.statusCode, body: response.json() as Loose };
}

/**
 * A team with a closed campaign at each location: the seller won one at the manager's location
 * (shared), the other seller one at the other location; returns their reward ids.
 */
async function world() {
  const db = t.database.db;
  const team: Team = await createTeam(db, `Rewards ${Math.random()}`);
  const org = team.organizationId;
  const [here = ''] = await locationsOf(db, team.seller.id);
  const [there = ''] = await locationsOf(db, team.otherSeller.id);
  const ours = await insertCampaign(db, {
    organizationId: org,
    locationIds: [here],
    participantIds: [team.seller.id],
    reviewsTarget: 1,
  });
  const theirs = await insertCampaign(db, {
    organizationId: org,
    locationIds: [there],
    participantIds: [team.otherSeller.id],
    locationMode: 'separate',
    rewardMode: 'per_review',
    amountPerReviewCents: 500,
    reviewsTarget: null,
    rewardDescription: null,
  });
  const [counted = ''] = await collect(db, {
    organizationId: org,
    locationId: here,
    sellerId: team.seller.id,
    at: '2026-03-05T10:00:00Z',
  });
  await collect(db, {
    organizationId: org,
    locationId: there,
    sellerId: team.otherSeller.id,
    at: '2026-03-05T10:00:00Z',
    n: 2,
  });
  await createCloseOut({ db, now: () => new Date('2026-04-05T00:00:00Z') }).closeDue();
  const tokens = {
    owner: await signIn(t.app, team.owner.email),
    manager: await signIn(t.app, team.manager.email),
    seller: await signIn(t.app, team.seller.email),
    otherSeller: await signIn(t.app, team.otherSeller.email),
  };
  const all = (await call(tokens.owner, 'GET', '/manager/rewards')).body.data.rewards as Loose[];
  const ourReward = all.find((r) => r.campaign.id === ours)?.id as string;
  const theirReward = all.find((r) => r.campaign.id === theirs)?.id as string;
  return { team, here, there, tokens, ourReward, theirReward, counted };
}

describe('Rewards', () => {
  it('should list To Distribute, distribute (who and when), undistribute keeping the reversal, and distribute again', async () => {
    const w = await world();
    let list = await call(w.tokens.owner, 'GET', '/manager/rewards');
    expect(list.body.data.counts).toEqual({ to_distribute: 2, distributed: 0 });
    const amounts = list.body.data.rewards.map((r: Loose) => [r.winner.id, r.amount_cents, r.description, r.status]);
    expect(amounts).toContainEqual([w.team.otherSeller.id, 1000, null, 'to_distribute']);
    expect(amounts).toContainEqual([w.team.seller.id, null, 'Un brunch pour deux', 'to_distribute']);

    t.setNow(new Date('2026-04-10T09:00:00Z'));
    const given = await call(w.tokens.manager, 'POST', '/manager/rewards/distribute', { reward_ids: [w.ourReward] });
    expect(given.status).toBe(200);
    expect(given.body.message).toBe('Reward marked as distributed');
    expect(given.body.data.rewards[0]).toMatchObject({
      status: 'distributed',
      distributed_at: '2026-04-10T09:00:00.000Z',
      distributed_by: { id: w.team.manager.id },
    });
    list = await call(w.tokens.owner, 'GET', '/manager/rewards?status=distributed');
    expect(list.body.data.rewards.map((r: Loose) => r.id)).toEqual([w.ourReward]);
    expect(list.body.data.counts).toEqual({ to_distribute: 1, distributed: 1 });

    t.setNow(new Date('2026-04-11T09:00:00Z'));
    const back = await call(w.tokens.owner, 'POST', '/manager/rewards/undistribute', { reward_ids: [w.ourReward] });
    expect(back.body.data.rewards[0]).toMatchObject({
      status: 'to_distribute',
      distributed_at: null,
      distributed_by: null,
    });
    t.setNow(new Date('2026-04-12T09:00:00Z'));
    await call(w.tokens.owner, 'POST', '/manager/rewards/distribute', { reward_ids: [w.ourReward] });
    // A second distribution of a distributed reward changes nothing and writes no entry.
    await call(w.tokens.owner, 'POST', '/manager/rewards/distribute', { reward_ids: [w.ourReward] });

    const details = await call(w.tokens.owner, 'GET', `/manager/rewards/${w.ourReward}`);
    expect(details.body.data.reward).toMatchObject({ status: 'distributed', distributed_by: { id: w.team.owner.id } });
    expect(details.body.data.history.map((e: Loose) => [e.kind, e.by?.id ?? null, e.at.slice(0, 10)])).toEqual([
      ['pending', null, expect.any(String) as unknown],
      ['distributed', w.team.manager.id, '2026-04-10'],
      ['reversed', w.team.owner.id, '2026-04-11'],
      ['distributed', w.team.owner.id, '2026-04-12'],
    ]);
    t.setNow(undefined);
  });

  it('should flag a reward whose counted review was removed after the close-out, leaving it as it was', async () => {
    const w = await world();
    await t.database.db.delete(reviews).where(eq(reviews.id, w.counted));
    const details = await call(w.tokens.owner, 'GET', `/manager/rewards/${w.ourReward}`);
    expect(details.body.data.reward).toMatchObject({
      flagged: true,
      status: 'to_distribute',
      description: 'Un brunch pour deux',
    });
    expect(details.body.data.history.map((e: Loose) => e.kind)).toEqual(['pending']);
    expect((await call(w.tokens.owner, 'GET', `/manager/rewards/${w.theirReward}`)).body.data.reward.flagged).toBe(
      false,
    );
  });

  it('should show a location its rewards only, to those who see the location', async () => {
    const w = await world();
    const here = await call(w.tokens.owner, 'GET', `/manager/local-rewards?location_id=${w.here}`);
    expect(here.body.data.rewards.map((r: Loose) => r.id)).toEqual([w.ourReward]);
    const there = await call(w.tokens.owner, 'GET', `/manager/local-rewards?location_id=${w.there}`);
    expect(there.body.data.rewards.map((r: Loose) => r.id)).toEqual([w.theirReward]);
    // The manager is not tied to the other location.
    expect((await call(w.tokens.manager, 'GET', `/manager/local-rewards?location_id=${w.there}`)).status).toBe(404);
    expect((await call(w.tokens.seller, 'GET', `/manager/local-rewards?location_id=${w.here}`)).status).toBe(403);
    expect((await call(w.tokens.owner, 'GET', '/manager/local-rewards')).status).toBe(422);
  });

  it('should scope per role: a manager their locations’ rewards, a seller their own, another organization nothing', async () => {
    const w = await world();
    const other = await world();
    const managerList = await call(w.tokens.manager, 'GET', '/manager/rewards');
    expect(managerList.body.data.rewards.map((r: Loose) => r.id)).toEqual([w.ourReward]);
    expect((await call(w.tokens.manager, 'GET', `/manager/rewards/${w.theirReward}`)).status).toBe(404);
    // One foreign id among the ids: 404, and nothing changed.
    const mixed = await call(w.tokens.manager, 'POST', '/manager/rewards/distribute', {
      reward_ids: [w.ourReward, w.theirReward],
    });
    expect(mixed.status).toBe(404);
    expect((await call(w.tokens.owner, 'GET', '/manager/rewards')).body.data.counts.distributed).toBe(0);

    for (const id of [w.ourReward, w.theirReward]) {
      expect((await call(other.tokens.owner, 'GET', `/manager/rewards/${id}`)).status).toBe(404);
      expect((await call(other.tokens.owner, 'POST', '/manager/rewards/distribute', { reward_ids: [id] })).status).toBe(
        404,
      );
      expect(
        (await call(other.tokens.owner, 'POST', '/manager/rewards/undistribute', { reward_ids: [id] })).status,
      ).toBe(404);
    }
    expect((await call(other.tokens.owner, 'GET', `/manager/local-rewards?location_id=${w.here}`)).status).toBe(404);
    expect((await call(w.tokens.owner, 'GET', '/manager/rewards?per_page=100')).body.data.rewards).toHaveLength(2);
    const entries = await t.database.db.select().from(rewardEntries).where(eq(rewardEntries.rewardId, w.ourReward));
    expect(entries.map((e) => e.kind)).toEqual(['pending']);

    const mine = await call(w.tokens.seller, 'GET', '/seller/rewards');
    expect(mine.body.data.rewards.map((r: Loose) => r.id)).toEqual([w.ourReward]);
    const theirs = await call(w.tokens.otherSeller, 'GET', '/seller/rewards');
    expect(theirs.body.data.rewards.map((r: Loose) => r.id)).toEqual([w.theirReward]);
    expect((await call(w.tokens.seller, 'GET', '/manager/rewards')).status).toBe(403);
    expect(
      (await call(w.tokens.seller, 'POST', '/manager/rewards/distribute', { reward_ids: [w.ourReward] })).status,
    ).toBe(403);
    expect((await call(w.tokens.owner, 'GET', '/seller/rewards')).status).toBe(403);
  });
});
