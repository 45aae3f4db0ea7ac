import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, createUser, type Team } from '../../../test/fixtures.ts';
import type { Db } from '../../db/database.ts';
import { campaigns, rewardEntries, rewardReviews, rewards, reviews, userLocations } from '../../db/schema/index.ts';
import { createRewardLedger } from '../rewards/rewardLedger.repository.ts';
import { collect, insertCampaign, locationsOf, setTimezone } from './campaigns.fixtures.ts';
import { createCloseOut } from './campaigns.jobs.ts';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t?.close());

/** A team with a third seller at the first location; `here` is that location, `there` the other seller's. */
async function setUp() {
  const team: Team = await createTeam(db, `Close ${Math.random()}`);
  const [here = ''] = await locationsOf(db, team.seller.id);
  const [there = ''] = await locationsOf(db, team.otherSeller.id);
  const third = await createUser(db, { organizationId: team.organizationId, role: 'seller' });
  await db.insert(userLocations).values({ userId: third.id, locationId: here, organizationId: team.organizationId });
  return { team, here, there, third, org: team.organizationId };
}

const closeOutAt = (iso: string) => createCloseOut({ db, now: () => new Date(iso) });
const rewardsOf = (campaignId: string) =>
  db.select().from(rewards).where(eq(rewards.campaignId, campaignId)).orderBy(rewards.locationId, rewards.rank);

describe('campaign close-out', () => {
  it('should reward, once the last day is over in the organization zone, those who reached the target', async () => {
    const { team, here, there, third, org } = await setUp();
    const id = await insertCampaign(db, {
      organizationId: org,
      locationIds: [here, there],
      participantIds: [team.seller.id, team.otherSeller.id, third.id],
      reviewsTarget: 2,
    });
    const counted = await collect(db, {
      organizationId: org,
      locationId: here,
      sellerId: team.seller.id,
      at: '2026-03-02T10:00:00Z',
      n: 2,
      rating: 1,
    });
    // Late on the last day in Paris (23:30 local), still in the period.
    counted.push(
      ...(await collect(db, {
        organizationId: org,
        locationId: there,
        sellerId: team.seller.id,
        at: '2026-03-31T21:30:00Z',
      })),
    );
    // Before the first day in Paris (23:30 UTC on 28 February is 00:30 on 1 March: counts), and after the last.
    await collect(db, {
      organizationId: org,
      locationId: here,
      sellerId: team.otherSeller.id,
      at: '2026-02-28T22:30:00Z',
    });
    await collect(db, {
      organizationId: org,
      locationId: here,
      sellerId: team.otherSeller.id,
      at: '2026-03-31T22:30:00Z',
    });
    await collect(db, { organizationId: org, locationId: here, sellerId: third.id, at: '2026-03-10T10:00:00Z' });

    // 31 March 23:00 UTC is already 1 April in Paris (summer time): ended.
    expect(await closeOutAt('2026-03-31T21:59:00Z').closeOne(id)).toBeNull();
    expect(await closeOutAt('2026-03-31T22:00:00Z').closeOne(id)).toBe(1);

    const [reward, ...others] = await rewardsOf(id);
    expect(others).toEqual([]);
    expect(reward).toMatchObject({
      winnerId: team.seller.id,
      rank: 1,
      description: 'Un brunch pour deux',
      amountCents: null,
      locationId: null,
      distributedAt: null,
    });
    const entries = await db
      .select()
      .from(rewardEntries)
      .where(eq(rewardEntries.rewardId, reward?.id ?? ''));
    expect(entries.map((e) => e.kind)).toEqual(['pending']);
    const kept = await db
      .select()
      .from(rewardReviews)
      .where(eq(rewardReviews.rewardId, reward?.id ?? ''));
    expect(kept.map((k) => k.reviewId).sort()).toEqual([...counted].sort());
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(campaign?.closedAt).not.toBeNull();
    // Closing again creates nothing.
    expect(await closeOutAt('2026-04-02T00:00:00Z').closeOne(id)).toBeNull();
    expect(await rewardsOf(id)).toHaveLength(1);
  });

  it("should follow the organization's own zone for when a campaign has ended", async () => {
    const { team, here, org } = await setUp();
    await setTimezone(db, org, 'Pacific/Auckland');
    const id = await insertCampaign(db, { organizationId: org, locationIds: [here], participantIds: [team.seller.id] });
    // 31 March 12:00 UTC is 1 April 01:00 in Auckland: ended there, not in Paris.
    const due = await closeOutAt('2026-03-31T12:00:00Z').due();
    expect(due).toContain(id);
    await setTimezone(db, org, 'Europe/Paris');
    expect(await closeOutAt('2026-03-31T12:00:00Z').due()).not.toContain(id);
  });

  it('should create the rewards exactly once when two workers race', async () => {
    const { team, here, there, org } = await setUp();
    const id = await insertCampaign(db, {
      organizationId: org,
      locationIds: [here, there],
      participantIds: [team.seller.id, team.otherSeller.id],
      reviewsTarget: 1,
    });
    await collect(db, { organizationId: org, locationId: here, sellerId: team.seller.id, at: '2026-03-05T10:00:00Z' });
    await collect(db, {
      organizationId: org,
      locationId: there,
      sellerId: team.otherSeller.id,
      at: '2026-03-05T10:00:00Z',
    });
    const one = closeOutAt('2026-04-05T00:00:00Z');
    const two = closeOutAt('2026-04-05T00:00:00Z');
    const results = await Promise.all([one.closeOne(id), two.closeOne(id), one.closeDue(), two.closeDue()]);
    expect(results.slice(0, 2).sort()).toEqual([2, null]);
    expect(await rewardsOf(id)).toHaveLength(2);
    expect(
      await db
        .select()
        .from(rewardEntries)
        .where(sql`${rewardEntries.rewardId} in (select id from rewards where campaign_id = ${id})`),
    ).toHaveLength(2);
  });

  it('should leave nothing behind when it fails mid-way, and close it whole at the next run', async () => {
    const { team, here, third, org } = await setUp();
    const id = await insertCampaign(db, {
      organizationId: org,
      locationIds: [here],
      participantIds: [team.seller.id, third.id],
      reviewsTarget: 1,
    });
    await collect(db, { organizationId: org, locationId: here, sellerId: team.seller.id, at: '2026-03-05T10:00:00Z' });
    await collect(db, { organizationId: org, locationId: here, sellerId: third.id, at: '2026-03-05T10:00:00Z', n: 2 });
    // The crash: the second reward of this campaign cannot be written.
    await db.execute(
      sql.raw(`
      create function crash_second_reward() returns trigger language plpgsql as $$
      begin
        if new.campaign_id = '${id}' and exists (select 1 from rewards where campaign_id = new.campaign_id) then
          raise exception 'simulated crash';
        end if;
        return new;
      end $$
    `),
    );
    await db.execute(
      sql.raw(
        'create trigger crash_second_reward before insert on rewards for each row execute function crash_second_reward()',
      ),
    );
    await expect(closeOutAt('2026-04-05T00:00:00Z').closeOne(id)).rejects.toThrow();
    expect(await rewardsOf(id)).toEqual([]);
    const [open] = await db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(open?.closedAt).toBeNull();

    await db.execute(sql.raw('drop trigger crash_second_reward on rewards'));
    await db.execute(sql.raw('drop function crash_second_reward()'));
    expect(await closeOutAt('2026-04-05T00:00:00Z').closeOne(id)).toBe(2);
    expect((await rewardsOf(id)).map((r) => [r.winnerId, r.rank])).toEqual([
      [third.id, 1],
      [team.seller.id, 2],
    ]);
  });

  it('should give the top N their rank reward, and per-review amounts, one ranking per location in separate mode', async () => {
    const { team, here, there, third, org } = await setUp();
    const top = await insertCampaign(db, {
      organizationId: org,
      locationIds: [here],
      participantIds: [team.seller.id, third.id],
      rewardRule: 'top_performers',
      winnersCount: 1,
      reviewsTarget: null,
      rewardDescription: null,
      rankRewards: ['Une journée au spa', 'Un déjeuner'],
    });
    const amounts = await insertCampaign(db, {
      organizationId: org,
      locationIds: [here, there],
      participantIds: [team.seller.id, team.otherSeller.id, third.id],
      locationMode: 'separate',
      rewardMode: 'per_review',
      amountPerReviewCents: 250,
      reviewsTarget: null,
      rewardDescription: null,
    });
    await collect(db, {
      organizationId: org,
      locationId: here,
      sellerId: team.seller.id,
      at: '2026-03-05T10:00:00Z',
      n: 3,
    });
    await collect(db, { organizationId: org, locationId: here, sellerId: third.id, at: '2026-03-05T10:00:00Z', n: 1 });
    await collect(db, {
      organizationId: org,
      locationId: there,
      sellerId: team.otherSeller.id,
      at: '2026-03-05T10:00:00Z',
      n: 4,
    });

    const closeOut = closeOutAt('2026-04-05T00:00:00Z');
    await closeOut.closeDue();
    expect((await rewardsOf(top)).map((r) => [r.winnerId, r.rank, r.description])).toEqual([
      [team.seller.id, 1, 'Une journée au spa'],
    ]);
    const perReview = await rewardsOf(amounts);
    expect(perReview.map((r) => [r.locationId, r.winnerId, r.amountCents]).sort()).toEqual(
      [
        [here, team.seller.id, 750],
        [here, third.id, 250],
        [there, team.otherSeller.id, 1000],
      ].sort(),
    );
  });

  it('should stop counting a review removed before the close-out', async () => {
    const { team, here, org } = await setUp();
    const id = await insertCampaign(db, {
      organizationId: org,
      locationIds: [here],
      participantIds: [team.seller.id],
      reviewsTarget: 2,
    });
    const [removed = ''] = await collect(db, {
      organizationId: org,
      locationId: here,
      sellerId: team.seller.id,
      at: '2026-03-05T10:00:00Z',
      n: 2,
    });
    await db.delete(reviews).where(eq(reviews.id, removed));
    expect(await closeOutAt('2026-04-05T00:00:00Z').closeOne(id)).toBe(0);
  });

  it('should flag, never change, a reward whose review was removed after the close-out', async () => {
    const { team, here, org } = await setUp();
    const id = await insertCampaign(db, {
      organizationId: org,
      locationIds: [here],
      participantIds: [team.seller.id],
      reviewsTarget: 1,
    });
    const [review = ''] = await collect(db, {
      organizationId: org,
      locationId: here,
      sellerId: team.seller.id,
      at: '2026-03-05T10:00:00Z',
    });
    await closeOutAt('2026-04-05T00:00:00Z').closeOne(id);
    await db.delete(reviews).where(eq(reviews.id, review));
    const [reward] = await rewardsOf(id);
    expect(reward?.description).toBe('Un brunch pour deux');
    expect(await createRewardLedger(db).removedReviewIds(org, reward?.id ?? '')).toEqual([review]);
  });
});
