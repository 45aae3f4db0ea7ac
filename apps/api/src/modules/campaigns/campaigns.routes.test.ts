import type { CampaignRequest } from '@starcrew/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { locations, subscriptions } from '../../db/schema/index.ts';
import { caller, campaignRequest as request, setTimezone, world as worldOf, type Loose } from './campaigns.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const world = () => worldOf(t);

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

  it('should refuse a campaign past the plan’s running campaigns at one of its locations (Essential: 2 per location)', async () => {
    const w = await world();
    const db = t.database.db;
    await db
      .update(subscriptions)
      .set({ plan: 'essential' })
      .where(eq(subscriptions.organizationId, w.team.organizationId));
    // Both locations active: the organization's 4 (2 per active location) make no room at a full one.
    await db
      .update(locations)
      .set({ licenseStatus: 'active' })
      .where(inArray(locations.id, [w.here, w.there]));
    await db.update(locations).set({ title: 'Paris Oberkampf' }).where(eq(locations.id, w.here));
    await db.update(locations).set({ title: 'Lyon Part-Dieu' }).where(eq(locations.id, w.there));
    const create = (over: Partial<CampaignRequest>) => call(w.owner, 'POST', '/manager/campaigns', request(w, over));
    const hereOnly = { location_ids: [w.here], participant_ids: [w.team.seller.id] };
    const thereOnly = { location_ids: [w.there], participant_ids: [w.team.otherSeller.id] };
    // Here: a shared campaign across both locations, and one of its own, running together in late March.
    expect((await create({ start_date: '2099-03-01', end_date: '2099-03-31' })).status).toBe(200);
    const second = await create({ ...hereOnly, start_date: '2099-03-20', end_date: '2099-04-10' });
    expect(second.status).toBe(200);
    const third = await create({ start_date: '2099-03-25', end_date: '2099-03-26', location_mode: 'separate' });
    expect(third.status).toBe(403);
    expect(third.body).toEqual({
      error: 'PlanLimitReached',
      message:
        'Paris Oberkampf already takes part in 2 campaigns running on one of these days, the most your Essential plan allows per location. Upgrade your plan or choose other days.',
    });
    // There takes part in one only: it has room, although the organization runs two already.
    const thereFirst = await create({ ...thereOnly, start_date: '2099-03-25', end_date: '2099-03-26' });
    expect(thereFirst.status).toBe(200);
    expect((await create({ ...thereOnly, start_date: '2099-03-26', end_date: '2099-03-26' })).status).toBe(403);
    // Not on the busiest days: fits.
    expect((await create({ ...hereOnly, start_date: '2099-04-11', end_date: '2099-04-20' })).status).toBe(200);

    // Editing: adding a full location, or days where it is full, is refused; shortening is not weighed.
    const edit = (over: Partial<CampaignRequest>) =>
      call(w.owner, 'PUT', `/manager/campaigns/${second.body.data.id}`, request(w, { ...hereOnly, ...over }));
    const widened = await edit({
      location_ids: [w.here, w.there],
      start_date: '2099-03-20',
      end_date: '2099-04-10',
    });
    expect(widened.status).toBe(403);
    expect(widened.body.message).toMatch(/^Lyon Part-Dieu already takes part in 2 campaigns/);
    expect((await edit({ start_date: '2099-03-10', end_date: '2099-04-10' })).status).toBe(200);
    expect((await edit({ start_date: '2099-04-01', end_date: '2099-04-10' })).status).toBe(200);
    // Moved out of the busy days, it leaves room for one more there.
    expect((await create({ ...hereOnly, start_date: '2099-03-25', end_date: '2099-03-26' })).status).toBe(200);
  });
});
