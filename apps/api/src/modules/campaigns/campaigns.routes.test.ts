import type { CampaignRequest } from '@starcrew/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, createUser, signIn, type Team } from '../../../test/fixtures.ts';
import { locations, subscriptions, userLocations } from '../../db/schema/index.ts';
import { collect, locationsOf, setTimezone } from './campaigns.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
  return { status: response.statusCode, body: response.json() as Loose };
}

interface World {
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
async function world(): Promise<World> {
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

const request = (w: World, over: Partial<CampaignRequest> = {}): CampaignRequest => ({
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

describe('My Campaigns', () => {
  it('should list by status from the dates in the organization zone, with every tab counted', async () => {
    const w = await world();
    t.setNow(new Date('2026-02-15T12:00:00Z'));
    for (const [title, start, end] of [
      ['Février', '2026-02-01', '2026-02-14'],
      ['Mi-février', '2026-02-10', '2026-02-20'],
      ['Mars', '2026-03-01', '2026-03-31'],
    ] as const) {
      const created = await call(
        w.owner,
        'POST',
        '/manager/campaigns',
        request(w, { title, start_date: start, end_date: end }),
      );
      // "Février" already ended: a campaign cannot be created over.
      if (title === 'Février') expect(created.status).toBe(422);
      else expect(created.status, JSON.stringify(created.body)).toBe(200);
    }
    t.setNow(new Date('2026-02-20T22:30:00Z')); // 23:30 on 20 February in Paris: still in progress
    let list = await call(w.owner, 'GET', '/manager/campaigns');
    expect(list.body.data.counts).toEqual({ all: 2, upcoming: 1, in_progress: 1, completed: 0 });
    expect(list.body.data.campaigns.map((c: Loose) => [c.title, c.status])).toEqual([
      ['Mars', 'upcoming'],
      ['Mi-février', 'in_progress'],
    ]);
    t.setNow(new Date('2026-02-20T23:30:00Z')); // 00:30 on 21 February in Paris: completed
    list = await call(w.owner, 'GET', '/manager/campaigns?tab=completed');
    expect(list.body.data.campaigns.map((c: Loose) => c.title)).toEqual(['Mi-février']);
    expect(list.body.data.pagination).toMatchObject({ total: 1, current_page: 1 });
    // In New York it is still the 20th.
    await setTimezone(t.database.db, w.team.organizationId, 'America/New_York');
    list = await call(w.owner, 'GET', '/manager/campaigns?tab=in_progress');
    expect(list.body.data.campaigns.map((c: Loose) => c.title)).toEqual(['Mi-février']);
    t.setNow(undefined);
  });

  it('should answer 422 with the messages of spec section 5', async () => {
    const w = await world();
    const bad = await call(w.owner, 'POST', '/manager/campaigns', {
      ...request(w),
      reward_mode: 'target',
      reward_description: '',
      reviews_target: 0,
      participant_ids: [],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      reviews_target: ['Please enter a valid number of reviews'],
      reward_description: ['Please enter a reward description'],
      participant_ids: ['Please select at least one seller'],
    });
    const perReview = await call(w.owner, 'POST', '/manager/campaigns', { ...request(w), reward_mode: 'per_review' });
    expect(perReview.body.errors).toEqual({ amount_per_review_cents: ['Please enter a reward amount'] });
  });

  it('should show the live ranking: shared, one; separate, one per location; with progress and earnings', async () => {
    const w = await world();
    const db = t.database.db;
    t.setNow(new Date('2026-03-10T12:00:00Z'));
    const shared = (await call(w.owner, 'POST', '/manager/campaigns', request(w))).body.data;
    const separate = (
      await call(
        w.owner,
        'POST',
        '/manager/campaigns',
        request(w, {
          location_mode: 'separate',
          reward_mode: 'per_review',
          amount_per_review_cents: 150,
          reward_rule: 'top_performers',
          winners_count: 1,
          reviews_target: null,
        }),
      )
    ).body.data;
    const org = w.team.organizationId;
    await collect(db, {
      organizationId: org,
      locationId: w.here,
      sellerId: w.third,
      at: '2026-03-02T10:00:00Z',
      n: 3,
      rating: 2,
    });
    await collect(db, {
      organizationId: org,
      locationId: w.here,
      sellerId: w.team.seller.id,
      at: '2026-03-03T10:00:00Z',
    });
    await collect(db, {
      organizationId: org,
      locationId: w.there,
      sellerId: w.team.otherSeller.id,
      at: '2026-03-04T10:00:00Z',
      n: 2,
    });

    const one = await call(w.owner, 'GET', `/manager/campaigns/${shared.id}/rankings`);
    expect(one.body.data.rankings).toHaveLength(1);
    expect(
      one.body.data.rankings[0].entries.map((e: Loose) => [
        e.participant.id,
        e.rank,
        e.reviews,
        e.progress,
        e.reached_goal,
      ]),
    ).toEqual([
      [w.third, 1, 3, 1, true],
      [w.team.otherSeller.id, 2, 2, 1, true],
      [w.team.seller.id, 3, 1, 0.5, false],
    ]);
    const perLocation = await call(w.owner, 'GET', `/manager/campaigns/${separate.id}/rankings`);
    const byPlace = Object.fromEntries(
      perLocation.body.data.rankings.map((r: Loose) => [
        r.location.id,
        r.entries.map((e: Loose) => [e.participant.id, e.reviews, e.earned_cents]),
      ]),
    );
    expect(byPlace[w.here]).toEqual([
      [w.third, 3, 450],
      [w.team.seller.id, 1, 150],
    ]);
    expect(byPlace[w.there]).toEqual([[w.team.otherSeller.id, 2, 300]]);

    // The seller sees their campaigns, their rank and progress, never the others'.
    const mine = await call(w.seller, 'GET', '/seller/campaigns');
    expect(mine.status).toBe(200);
    const standing = mine.body.data.campaigns.find((c: Loose) => c.id === shared.id).standing;
    expect(standing).toMatchObject({ rank: 3, reviews: 1, progress: 0.5 });
    expect(JSON.stringify(mine.body)).not.toContain(w.third);
    t.setNow(undefined);
  });

  it('should keep what past counts rest on once a campaign has started', async () => {
    const w = await world();
    t.setNow(new Date('2026-02-20T12:00:00Z'));
    const created = (await call(w.owner, 'POST', '/manager/campaigns', request(w))).body.data;
    // Upcoming: anything may change.
    const moved = await call(w.owner, 'PUT', `/manager/campaigns/${created.id}`, request(w, { reviews_target: 5 }));
    expect(moved.status).toBe(200);
    t.setNow(new Date('2026-03-10T12:00:00Z'));
    const refused = await call(
      w.owner,
      'PUT',
      `/manager/campaigns/${created.id}`,
      request(w, {
        reviews_target: 3,
        start_date: '2026-03-02',
        location_ids: [w.here],
        participant_ids: [w.team.seller.id, w.team.otherSeller.id],
      }),
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(
      ['location_ids', 'participant_ids', 'reviews_target', 'start_date'].sort(),
    );
    const allowed = await call(
      w.owner,
      'PUT',
      `/manager/campaigns/${created.id}`,
      request(w, { title: 'Printemps prolongé', end_date: '2026-04-15', reviews_target: 5 }),
    );
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.data).toMatchObject({
      title: 'Printemps prolongé',
      end_date: '2026-04-15',
      status: 'in_progress',
    });
    const shortened = await call(
      w.owner,
      'PUT',
      `/manager/campaigns/${created.id}`,
      request(w, { end_date: '2026-03-05', reviews_target: 5 }),
    );
    expect(shortened.status).toBe(422);
    expect(shortened.body.errors.end_date).toBeDefined();
    t.setNow(undefined);
  });

  it('should archive and bring back, archived campaigns listed only when asked', async () => {
    const w = await world();
    const created = (
      await call(
        w.owner,
        'POST',
        '/manager/campaigns',
        request(w, { start_date: '2099-01-01', end_date: '2099-01-31' }),
      )
    ).body.data;
    const archived = await call(w.manager, 'POST', `/manager/campaigns/${created.id}/archive`, { archived: true });
    expect(archived.body).toMatchObject({ data: { archived: true }, message: 'Campaign archived' });
    expect((await call(w.owner, 'GET', '/manager/campaigns')).body.data.counts.all).toBe(0);
    expect((await call(w.owner, 'GET', '/manager/campaigns?archived=true')).body.data.campaigns).toHaveLength(1);
    expect(
      (await call(w.owner, 'POST', `/manager/campaigns/${created.id}/archive`, { archived: false })).body.data.archived,
    ).toBe(false);
  });

  it('should refuse a campaign past the plan’s running campaigns (Essential: 2 per location)', async () => {
    const w = await world();
    const db = t.database.db;
    await db
      .update(subscriptions)
      .set({ plan: 'essential' })
      .where(eq(subscriptions.organizationId, w.team.organizationId));
    await db.update(locations).set({ licenseStatus: 'active' }).where(eq(locations.id, w.here));
    const period = { start_date: '2099-03-01', end_date: '2099-03-31' };
    expect((await call(w.owner, 'POST', '/manager/campaigns', request(w, period))).status).toBe(200);
    expect(
      (
        await call(
          w.owner,
          'POST',
          '/manager/campaigns',
          request(w, { start_date: '2099-03-20', end_date: '2099-04-10' }),
        )
      ).status,
    ).toBe(200);
    const third = await call(
      w.owner,
      'POST',
      '/manager/campaigns',
      request(w, { start_date: '2099-03-25', end_date: '2099-03-26' }),
    );
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({
      error: 'PlanLimitReached',
      message: expect.stringContaining('2 running campaigns') as unknown,
    });
    // Not overlapping the busiest days: fits.
    expect(
      (
        await call(
          w.owner,
          'POST',
          '/manager/campaigns',
          request(w, { start_date: '2099-04-11', end_date: '2099-04-20' }),
        )
      ).status,
    ).toBe(200);
  });

  it('should scope by role: a manager at their locations, a seller kept out, foreign ids 404', async () => {
    const w = await world();
    const other = await world();
    t.setNow(new Date('2026-02-01T12:00:00Z'));
    const theirs = (
      await call(
        w.owner,
        'POST',
        '/manager/campaigns',
        request(w, { location_ids: [w.there], participant_ids: [w.team.otherSeller.id] }),
      )
    ).body.data;
    const ours = (
      await call(
        w.manager,
        'POST',
        '/manager/campaigns',
        request(w, { location_ids: [w.here], participant_ids: [w.team.seller.id] }),
      )
    ).body.data;
    expect(ours.id).toBeDefined();
    // The manager is not tied to the other location: neither its campaign nor it may be used.
    expect((await call(w.manager, 'GET', `/manager/campaigns/${theirs.id}`)).status).toBe(404);
    expect((await call(w.manager, 'GET', '/manager/campaigns')).body.data.campaigns.map((c: Loose) => c.id)).toEqual([
      ours.id,
    ]);
    const elsewhere = await call(
      w.manager,
      'POST',
      '/manager/campaigns',
      request(w, { location_ids: [w.there], participant_ids: [w.team.otherSeller.id] }),
    );
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors.location_ids).toBeDefined();
    // Another organization's campaign, and its sellers, are not there.
    for (const url of [`/manager/campaigns/${theirs.id}`, `/manager/campaigns/${theirs.id}/rankings`]) {
      expect((await call(other.owner, 'GET', url)).status).toBe(404);
    }
    expect((await call(other.owner, 'PUT', `/manager/campaigns/${theirs.id}`, request(other))).status).toBe(404);
    expect(
      (await call(other.owner, 'POST', `/manager/campaigns/${theirs.id}/archive`, { archived: true })).status,
    ).toBe(404);
    const foreignSeller = await call(
      other.owner,
      'POST',
      '/manager/campaigns',
      request(other, { participant_ids: [w.team.seller.id] }),
    );
    expect(foreignSeller.status).toBe(422);
    expect(foreignSeller.body.errors.participant_ids).toBeDefined();
    // Sellers: no manager route; their own list holds only their campaigns.
    expect((await call(w.seller, 'GET', '/manager/campaigns')).status).toBe(403);
    expect((await call(w.seller, 'GET', '/seller/campaigns')).body.data.campaigns.map((c: Loose) => c.id)).toEqual([
      ours.id,
    ]);
    expect((await call(w.otherSeller, 'GET', '/seller/campaigns')).body.data.campaigns.map((c: Loose) => c.id)).toEqual(
      [theirs.id],
    );
    expect((await call(w.manager, 'GET', '/seller/campaigns')).status).toBe(403);
    t.setNow(undefined);
  });
});
