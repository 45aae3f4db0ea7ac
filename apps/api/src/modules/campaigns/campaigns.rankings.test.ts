import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { caller, campaignRequest as request, collect, world as worldOf, type Loose } from './campaigns.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const world = () => worldOf(t);

describe('Campaign rankings and scope', () => {
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
