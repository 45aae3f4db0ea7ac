import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, createTeam, signIn, type Team } from '../../../test/fixtures.ts';
import type { Db } from '../../db/database.ts';
import {
  campaignLocations,
  campaignParticipants,
  campaigns,
  organizations,
  reviews,
  userLocations,
  users,
} from '../../db/schema/index.ts';
import { caller } from './sellers.fixtures.ts';

let t: TestApp;
let a: Team;
let b: Team;
let call: ReturnType<typeof caller>;
/** A's location of the manager and `a.seller`. */
let port: string;

const locationOf = async (userId: string) =>
  (await t.database.db.select().from(userLocations).where(eq(userLocations.userId, userId)))[0]!.locationId;

/** Reviews a seller collected at a location, one per rating (null: a form review without one). */
async function collect(
  db: Db,
  organizationId: string,
  locationId: string,
  sellerId: string,
  ratings: Array<number | null>,
  at = '2026-03-10T10:00:00Z',
) {
  await db.insert(reviews).values(
    ratings.map((rating) => ({
      organizationId,
      locationId,
      sellerId,
      rating,
      source: 'form' as const,
      googleReviewId: null,
      reviewerName: 'Jeanne D.',
      comment: 'Très bon accueil.',
      reviewedAt: new Date(at),
      reviewUpdatedAt: new Date(at),
    })),
  );
}

/** A campaign at the participants' locations. */
async function campaign(
  db: Db,
  organizationId: string,
  dates: [string, string],
  participants: string[],
  extra: { archivedAt?: Date } = {},
) {
  const [row] = await db
    .insert(campaigns)
    .values({
      organizationId,
      title: `Printemps des avis ${dates[1]}`,
      startDate: dates[0],
      endDate: dates[1],
      rewardMode: 'target',
      reviewsTarget: 20,
      rewardDescription: 'Un brunch pour deux',
      rewardRule: 'all_reaching_goal',
      ...extra,
    })
    .returning({ id: campaigns.id });
  if (participants.length > 0) {
    await db
      .insert(campaignParticipants)
      .values(participants.map((userId) => ({ campaignId: row!.id, userId, organizationId })));
    const places = new Set(await Promise.all(participants.map(locationOf)));
    await db
      .insert(campaignLocations)
      .values([...places].map((locationId) => ({ campaignId: row!.id, locationId, organizationId })));
  }
  return row!.id;
}

let teammateId: string;
let activeCampaign: string;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date('2026-03-20T12:00:00Z'));
  call = caller(t.app);
  const db = t.database.db;
  [a, b] = await Promise.all([createTeam(db, 'Org A'), createTeam(db, 'Org B')]);
  port = await locationOf(a.seller.id);
  const named = async (role: 'seller', first: string, last: string, status: 'active' | 'inactive' = 'active') => {
    const user = await createUser(db, { organizationId: a.organizationId, role, status });
    await db.update(users).set({ firstName: first, lastName: last }).where(eq(users.id, user.id));
    await db.insert(userLocations).values({ organizationId: a.organizationId, userId: user.id, locationId: port });
    return user;
  };
  await db.update(users).set({ firstName: 'Léa', lastName: 'Moreau' }).where(eq(users.id, a.seller.id));
  const teammate = await named('seller', 'Tom', 'Garnier');
  teammateId = teammate.id;
  const inactive = await named('seller', 'Inès', 'Inactive', 'inactive');
  const quiet = await named('seller', 'Zoé', 'Silence');

  // Léa: 5, 4 and an unrated form review (3 collected here, average 4.5), one of them before the campaign.
  await collect(db, a.organizationId, port, a.seller.id, [5, null]);
  await collect(db, a.organizationId, port, a.seller.id, [4], '2026-02-01T10:00:00Z');
  // Tom: 4 reviews; the inactive seller and the seller elsewhere collect more, but are not Léa's team.
  await collect(db, a.organizationId, port, teammate.id, [5, 5, 4, 4]);
  await collect(db, a.organizationId, port, inactive.id, [5, 5, 5, 5, 5]);
  await collect(db, a.organizationId, await locationOf(a.otherSeller.id), a.otherSeller.id, [5, 5, 5, 5, 5, 5]);
  void quiet;

  // Org B: its own busy seller and campaign; nothing of it may show.
  await collect(db, b.organizationId, await locationOf(b.seller.id), b.seller.id, [1, 1, 1, 1, 1, 1, 1]);
  await campaign(db, b.organizationId, ['2026-03-01', '2026-03-25'], [b.seller.id]);

  // Léa's campaigns: one over, one running (ends first), one running later; one she is not in.
  await campaign(db, a.organizationId, ['2026-01-01', '2026-01-31'], [a.seller.id]);
  activeCampaign = await campaign(db, a.organizationId, ['2026-03-01', '2026-03-31'], [a.seller.id, teammate.id]);
  await campaign(db, a.organizationId, ['2026-03-01', '2026-06-30'], [a.seller.id]);
  await campaign(db, a.organizationId, ['2026-03-01', '2026-03-21'], [teammate.id]);
  // Archived (withdrawn) though it would end first; and a review Léa collected at a location outside her campaign.
  await campaign(db, a.organizationId, ['2026-03-01', '2026-03-22'], [a.seller.id], { archivedAt: new Date() });
  const elsewhere = await locationOf(a.otherSeller.id);
  await collect(db, a.organizationId, elsewhere, a.seller.id, [null]);
});
afterAll(() => t.close());

describe('GET /v1/seller/dashboard', () => {
  it("should give the seller's own figures, the team ranking and the active campaign ending first", async () => {
    const token = await signIn(t.app, a.seller.email);
    const { status, body } = await call('GET', '/seller/dashboard', token);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      reviews_collected: 4,
      average_rating: 4.5,
      ranking: [
        // Equal counts and averages: by first name.
        { id: a.seller.id, name: 'Léa Moreau', rank: 1, reviews_collected: 4, average_rating: 4.5 },
        { id: teammateId, name: 'Tom Garnier', rank: 2, reviews_collected: 4, average_rating: 4.5 },
        { id: expect.any(String), name: 'Zoé Silence', rank: 3, reviews_collected: 0, average_rating: null },
      ],
      active_campaign: {
        id: activeCampaign,
        title: 'Printemps des avis 2026-03-31',
        start_date: '2026-03-01',
        end_date: '2026-03-31',
        reviews_target: 20,
        // The February review is before the campaign, the unrated one elsewhere outside its locations.
        reviews_collected: 2,
      },
    });
  });

  it('should show a seller at no shared location only their own row, and no campaign', async () => {
    const token = await signIn(t.app, b.otherSeller.email);
    const { status, body } = await call('GET', '/seller/dashboard', token);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      reviews_collected: 0,
      average_rating: null,
      ranking: [{ id: b.otherSeller.id, name: 'Camille Test', rank: 1, reviews_collected: 0, average_rating: null }],
      active_campaign: null,
    });
  });

  it('should be the seller area only: 403 for the owner and a manager, 401 without a session', async () => {
    for (const email of [a.owner.email, a.manager.email]) {
      const token = await signIn(t.app, email);
      expect((await call('GET', '/seller/dashboard', token)).status).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/seller/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the active campaign on the seller dashboard, as the campaign counts it', () => {
  it('should count in the organization’s days and a submission with its Google twin once, as the ranking and My Campaigns do', async () => {
    const db = t.database.db;
    // Auckland is 13 hours ahead of UTC in March (daylight saving time until 5 April 2026).
    const nz = await createTeam(db, 'Org Auckland');
    await db.update(organizations).set({ timezone: 'Pacific/Auckland' }).where(eq(organizations.id, nz.organizationId));
    const here = await locationOf(nz.seller.id);
    const running = await campaign(db, nz.organizationId, ['2026-03-01', '2026-03-31'], [nz.seller.id]);
    // 1 March starts at 2026-02-28T11:00Z in Auckland; 1 April at 2026-03-31T11:00Z.
    await collect(db, nz.organizationId, here, nz.seller.id, [5], '2026-02-28T10:59:00Z'); // 28 Feb, 23:59: before
    await collect(db, nz.organizationId, here, nz.seller.id, [4], '2026-02-28T11:01:00Z'); // 1 March, 00:01: counts
    await collect(db, nz.organizationId, here, nz.seller.id, [5], '2026-03-31T10:59:00Z'); // 31 March, 23:59: counts
    await collect(db, nz.organizationId, here, nz.seller.id, [3], '2026-03-31T11:01:00Z'); // 1 April, 00:01: after
    // A form submission and the Google review matched to it, both the seller's: one review collected.
    const [form] = await db
      .insert(reviews)
      .values({
        organizationId: nz.organizationId,
        locationId: here,
        sellerId: nz.seller.id,
        attribution: 'certain',
        rating: 5,
        source: 'form',
        reviewerName: 'Aroha Ngata',
        reviewerFirstName: 'Aroha',
        reviewerLastName: 'Ngata',
        reviewedAt: new Date('2026-03-10T01:00:00Z'),
        reviewUpdatedAt: new Date('2026-03-10T01:00:00Z'),
      })
      .returning({ id: reviews.id });
    await db.insert(reviews).values({
      organizationId: nz.organizationId,
      locationId: here,
      sellerId: nz.seller.id,
      attribution: 'likely',
      matchedReviewId: form!.id,
      rating: 5,
      source: 'google',
      googleReviewId: 'accounts/1/locations/9/reviews/aroha',
      reviewerName: 'Aroha N.',
      reviewedAt: new Date('2026-03-11T01:00:00Z'),
      reviewUpdatedAt: new Date('2026-03-11T01:00:00Z'),
    });

    /** The seller's count on the dashboard, in My Campaigns and in the campaign's ranking, at an instant. */
    const counts = async (at: string) => {
      t.setNow(new Date(at));
      const [seller, owner] = [await signIn(t.app, nz.seller.email), await signIn(t.app, nz.owner.email)];
      const dashboard = (await call('GET', '/seller/dashboard', seller)).body.data.active_campaign;
      const mine = (await call('GET', '/seller/campaigns?tab=in_progress', seller)).body.data.campaigns;
      const ranking = (await call('GET', `/manager/campaigns/${running}/rankings`, owner)).body.data.rankings;
      // The managers' sellers list counts the seller's running campaigns on the same day.
      const listed = (await call('GET', `/manager/sellers/${nz.seller.id}`, owner)).body.data.active_campaigns;
      return {
        listed,
        dashboard: dashboard ? { id: dashboard.id, reviews: dashboard.reviews_collected } : null,
        mine: mine.map((c: { id: string; standing: { reviews: number } }) => ({
          id: c.id,
          reviews: c.standing.reviews,
        })),
        ranking: ranking[0].entries.map((e: { participant: { id: string }; reviews: number }) => [
          e.participant.id,
          e.reviews,
        ]),
      };
    };
    const counted = { id: running, reviews: 3 };
    const ranked = [[nz.seller.id, 3]];
    // All time (the member rollups, and the managers' sellers list and dashboard): 4 collected and
    // the pair once, 5 reviews, not 6.
    const mine = await signIn(t.app, nz.seller.email);
    const owner = await signIn(t.app, nz.owner.email);
    const own = (await call('GET', '/seller/dashboard', mine)).body.data;
    expect(own.reviews_collected).toBe(5);
    expect(own.ranking.find((row: { id: string }) => row.id === nz.seller.id)).toMatchObject({ reviews_collected: 5 });
    expect((await call('GET', `/manager/sellers/${nz.seller.id}`, owner)).body.data.total_reviews).toBe(5);
    const team = (await call('GET', '/manager/dashboard', owner)).body.data.ranking;
    expect(team.find((row: { id: string }) => row.id === nz.seller.id)).toMatchObject({ total_reviews: 5 });
    try {
      // 1 March, 01:00 in Auckland (still 28 February in UTC): the campaign runs.
      expect(await counts('2026-02-28T12:00:00Z')).toEqual({
        listed: 1,
        dashboard: counted,
        mine: [counted],
        ranking: ranked,
      });
      expect(await counts('2026-03-20T00:00:00Z')).toEqual({
        listed: 1,
        dashboard: counted,
        mine: [counted],
        ranking: ranked,
      });
      // 1 April, 01:00 in Auckland (still 31 March in UTC): it is over, no active campaign any more.
      expect(await counts('2026-03-31T12:00:00Z')).toEqual({ listed: 0, dashboard: null, mine: [], ranking: ranked });
    } finally {
      t.setNow(new Date('2026-03-20T12:00:00Z'));
    }
  });
});
