import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, signIn, uniqueEmail, type Team } from '../../../test/fixtures.ts';
import { collect, insertCampaign, locationsOf } from '../campaigns/campaigns.fixtures.ts';
import { createCloseOut } from '../campaigns/campaigns.jobs.ts';
import { caller } from './sellers.fixtures.ts';

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
});
afterAll(() => t?.close());

/** A team whose owner adds a seller at both locations: the manager is tied to `here` only. */
async function world(name: string) {
  const team: Team = await createTeam(t.database.db, name);
  const [here = ''] = await locationsOf(t.database.db, team.seller.id);
  const [there = ''] = await locationsOf(t.database.db, team.otherSeller.id);
  const owner = await signIn(t.app, team.owner.email);
  const manager = await signIn(t.app, team.manager.email);
  const created = await call('POST', '/manager/sellers', owner, {
    first_name: 'Marie-Amélie',
    last_name: 'de La Rochefoucauld',
    email: uniqueEmail('marie'),
    location_ids: [here, there],
    status: 'active',
  });
  expect(created.status).toBe(200);
  return { team, here, there, owner, manager, sellerId: created.body.data.id as string };
}

describe("a manager's figures of a seller at two locations", () => {
  it('should count only the reviews collected at the locations tied to the manager; the owner counts all', async () => {
    const w = await world('Org figures by location');
    const org = w.team.organizationId;
    await collect(t.database.db, {
      organizationId: org,
      locationId: w.here,
      sellerId: w.sellerId,
      at: '2026-03-02T10:00:00Z',
      rating: 5,
    });
    await collect(t.database.db, {
      organizationId: org,
      locationId: w.here,
      sellerId: w.sellerId,
      at: '2026-03-03T10:00:00Z',
      rating: 4,
    });
    await collect(t.database.db, {
      organizationId: org,
      locationId: w.there,
      sellerId: w.sellerId,
      at: '2026-03-04T10:00:00Z',
      rating: 1,
      n: 3,
    });

    const byManager = await call('GET', '/manager/sellers?sort=total_reviews&direction=desc', w.manager);
    expect(byManager.status).toBe(200);
    const row = byManager.body.data.sellers.find((s: Loose) => s.id === w.sellerId);
    expect(row).toMatchObject({ total_reviews: 2, average_rating: 4.5 });
    expect(byManager.body.data.stats).toMatchObject({ reviews_collected: 2, average_rating: 4.5 });
    expect((await call('GET', `/manager/sellers/${w.sellerId}`, w.manager)).body.data).toMatchObject({
      total_reviews: 2,
      average_rating: 4.5,
    });
    // Sorting by a figure sorts by the figure the manager sees.
    const byRating = await call('GET', '/manager/sellers?sort=average_rating&direction=desc', w.manager);
    expect(byRating.body.data.sellers[0]).toMatchObject({ id: w.sellerId, average_rating: 4.5 });

    const byOwner = await call('GET', '/manager/sellers?per_page=100', w.owner);
    expect(byOwner.body.data.sellers.find((s: Loose) => s.id === w.sellerId)).toMatchObject({
      total_reviews: 5,
      average_rating: 2.4,
    });
    expect(byOwner.body.data.stats).toMatchObject({ reviews_collected: 5, average_rating: 2.4 });
  });
});

describe('deleting a seller keeps their history', () => {
  it("should keep their rewards, campaign results and reviews, shown with the former member's name", async () => {
    const w = await world('Org deleted seller history');
    const org = w.team.organizationId;
    const campaign = await insertCampaign(t.database.db, {
      organizationId: org,
      locationIds: [w.here],
      participantIds: [w.sellerId, w.team.seller.id],
      reviewsTarget: 2,
    });
    await collect(t.database.db, {
      organizationId: org,
      locationId: w.here,
      sellerId: w.sellerId,
      at: '2026-03-05T10:00:00Z',
      n: 2,
    });
    await createCloseOut({ db: t.database.db, now: () => new Date('2026-04-05T00:00:00Z') }).closeDue();

    const deleted = await call('DELETE', `/manager/sellers/${w.sellerId}`, w.owner);
    expect(deleted.status).toBe(200);
    const name = { id: w.sellerId, first_name: 'Marie-Amélie', last_name: 'de La Rochefoucauld' };

    for (const token of [w.owner, w.manager]) {
      // The reward they won, listed and in its details.
      const rewards = await call('GET', '/manager/rewards', token);
      expect(rewards.status).toBe(200);
      const reward = rewards.body.data.rewards.find((r: Loose) => r.campaign.id === campaign);
      expect(reward?.winner).toMatchObject({ ...name, full_name: 'Marie-Amélie de La Rochefoucauld' });
      const details = await call('GET', `/manager/rewards/${reward.id}`, token);
      expect(details.status).toBe(200);
      expect(details.body.data.reward.winner).toMatchObject(name);

      // Their place in the campaign's results.
      const rankings = await call('GET', `/manager/campaigns/${campaign}/rankings`, token);
      expect(rankings.status).toBe(200);
      const entry = rankings.body.data.rankings[0].entries.find((e: Loose) => e.participant.id === w.sellerId);
      expect(entry).toMatchObject({ rank: 1, reviews: 2, reached_goal: true, participant: name });
      const details2 = await call('GET', `/manager/campaigns/${campaign}`, token);
      expect(details2.status).toBe(200);

      // The reviews they collected.
      const reviews = await call('GET', '/manager/reviews?per_page=100', token);
      expect(reviews.status).toBe(200);
      const theirs = reviews.body.data.reviews.filter((r: Loose) => r.collected_by?.id === w.sellerId);
      expect(theirs).toHaveLength(2);
      expect(theirs[0].collected_by).toMatchObject({ first_name: 'Marie-Amélie', last_name: 'de La Rochefoucauld' });
    }
    // Gone from the team itself.
    expect((await call('GET', `/manager/sellers/${w.sellerId}`, w.owner)).status).toBe(404);
  });
});
