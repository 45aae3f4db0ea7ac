import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createLocation, createTeam, signIn, type Team } from '../../../test/fixtures.ts';

let t: TestApp;
let a: Team;
let b: Team;
let aLocations: string[];
let bLocations: string[];
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([createTeam(t.database.db, 'Org A'), createTeam(t.database.db, 'Org B')]);
  // Org A: the two fixture locations, plus 11 more (so the networks list has two pages), 3 with a licence.
  for (let i = 0; i < 11; i++) await createLocation(t.database.db, a.organizationId);
  const rows = await t.database.db.select().from(locations).where(eq(locations.organizationId, a.organizationId));
  aLocations = rows.map((r) => r.id);
  for (const [i, id] of aLocations.slice(0, 3).entries()) {
    await t.database.db
      .update(locations)
      .set({
        licenseStatus: 'active',
        averageRating: ['4.00', '5.00', null][i] ?? null,
        totalReviews: [10, 30, 0][i] ?? 0,
      })
      .where(eq(locations.id, id));
  }
  bLocations = (await t.database.db.select().from(locations).where(eq(locations.organizationId, b.organizationId))).map(
    (r) => r.id,
  );
});
afterAll(() => t.close());

const get = (url: string, token: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });
const post = (url: string, token: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });

describe('GET /v1/super-manager/networks', () => {
  it('should answer the summary and a page of locations per tab', async () => {
    const token = await signIn(t.app, a.owner.email);
    const all = (await get('/api/v1/super-manager/networks', token)).json().data;
    expect(all.summary).toEqual({
      total_locations: 13,
      active_locations: 3,
      inactive_locations: 10,
      total_reviews: 40,
      average_rating: 4.75,
    });
    expect(all.locations).toHaveLength(10);
    expect(all.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 10, from: 1, to: 10, total: 13 });
    const second = (await get('/api/v1/super-manager/networks?page=2', token)).json().data;
    expect(second.pagination).toMatchObject({ from: 11, to: 13 });

    const active = (await get('/api/v1/super-manager/networks?status=active', token)).json().data;
    expect(active.locations.map((l: { license_status: string }) => l.license_status)).toEqual([
      'active',
      'active',
      'active',
    ]);
    const inactive = (await get('/api/v1/super-manager/networks?status=inactive&per_page=100', token)).json().data;
    expect(inactive.pagination.total).toBe(10);
    expect(inactive.locations[0]).toEqual({
      id: expect.any(String),
      title: 'Boulangerie du Port',
      name: 'Boulangerie du Port',
      address: null,
      average_rating: null,
      total_reviews: 0,
      license_status: 'inactive',
      review_url: null,
    });
  });

  it('should answer 422 on a bad query, and 403 to sellers', async () => {
    const token = await signIn(t.app, a.owner.email);
    expect((await get('/api/v1/super-manager/networks?status=gone', token)).statusCode).toBe(422);
    expect((await get('/api/v1/super-manager/networks?per_page=0', token)).statusCode).toBe(422);
    for (const user of [a.seller, a.otherSeller]) {
      expect((await get('/api/v1/super-manager/networks', await signIn(t.app, user.email))).statusCode).toBe(403);
    }
  });

  // Issue 19, item 5: My Networks is in the manager's sidebar (spec section 2).
  it('should show a manager their own locations only, read only', async () => {
    const manager = await signIn(t.app, a.manager.email);
    const tied = (await get('/api/v1/active-locations', manager)).json().data as Array<{ id: string }>;
    expect(tied).toHaveLength(1);
    const mine = tied[0]?.id ?? '';
    const response = await get('/api/v1/super-manager/networks', manager);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.locations.map((l: { id: string }) => l.id)).toEqual([mine]);
    expect(data.pagination).toMatchObject({ total: 1 });
    const [row] = await t.database.db.select().from(locations).where(eq(locations.id, mine));
    const active = row?.licenseStatus === 'active' ? 1 : 0;
    expect(data.summary).toMatchObject({
      total_locations: 1,
      active_locations: active,
      inactive_locations: 1 - active,
    });
    const otherTab = active ? 'inactive' : 'active';
    expect((await get(`/api/v1/super-manager/networks?status=${otherTab}`, manager)).json().data.locations).toEqual([]);

    // Activating, cancelling and changing the plan stay the owner's.
    const others = aLocations.filter((id) => id !== mine);
    const writes = [
      { method: 'POST', url: '/api/v1/manager/network-plans', payload: { location_ids: [mine] } },
      { method: 'POST', url: '/api/v1/manager/network-plans', payload: { location_ids: others.slice(0, 1) } },
      { method: 'POST', url: `/api/v1/manager/cancel-subscription/${mine}`, payload: { reason: 'too_expensive' } },
      { method: 'PATCH', url: '/api/v1/manager/subscriptions', payload: { plan: 'pro', interval: 'year' } },
      { method: 'DELETE', url: '/api/v1/manager/subscriptions' },
    ] as const;
    for (const write of writes) {
      const answer = await t.app.inject({ ...write, headers: { ...bearer(manager), 'accept-language': 'en' } });
      expect(answer.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect(answer.json().message).toBe('This action is unauthorized.');
    }
  });
});

describe('POST /v1/manager/rename-location/{id}', () => {
  it('should rename with the spec success message, in the reader’s language', async () => {
    const token = await signIn(t.app, a.owner.email);
    const response = await post(`/api/v1/manager/rename-location/${aLocations[0]}`, token, { name: '  Le Fournil  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { id: aLocations[0], title: 'Le Fournil', name: 'Le Fournil' },
      message: 'The establishment name has been changed.',
    });
    const fr = await post(`/api/v1/manager/rename-location/${aLocations[0]}`, token, { name: 'Le Fournil' }, 'fr');
    expect(fr.json().message).toBe('Le nom de l’établissement a été modifié.');
  });

  it('should answer 422 with per-field messages', async () => {
    const token = await signIn(t.app, a.owner.email);
    const empty = await post(`/api/v1/manager/rename-location/${aLocations[0]}`, token, { name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['Please enter your establishment name']);
    const long = await post(`/api/v1/manager/rename-location/${aLocations[0]}`, token, { name: 'x'.repeat(101) });
    expect(long.json().errors.name).toEqual(['Establishment name can be at most 100 characters long']);
  });

  it('should let a manager rename only the locations they are tied to, and a seller none', async () => {
    const manager = await signIn(t.app, a.manager.email);
    const tied = (await get('/api/v1/active-locations', manager)).json().data as Array<{ id: string }>;
    expect(tied).toHaveLength(1);
    const other = aLocations.find((id) => id !== tied[0]?.id) ?? '';
    expect(
      (await post(`/api/v1/manager/rename-location/${tied[0]?.id}`, manager, { name: 'Chez Hugo' })).statusCode,
    ).toBe(200);
    expect((await post(`/api/v1/manager/rename-location/${other}`, manager, { name: 'Nope' })).statusCode).toBe(404);
    const seller = await signIn(t.app, a.seller.email);
    expect((await post(`/api/v1/manager/rename-location/${tied[0]?.id}`, seller, { name: 'Nope' })).statusCode).toBe(
      403,
    );
  });
});

describe('tenant isolation of locations and networks', () => {
  it('should answer 404 on another organization’s locations and never list them', async () => {
    for (const user of [a.owner, a.manager, a.seller]) {
      const token = await signIn(t.app, user.email);
      const listed = (await get('/api/v1/active-locations', token)).json().data as Array<{ id: string }>;
      expect(listed.some((l) => bLocations.includes(l.id))).toBe(false);
      for (const id of [...bLocations, 'not-a-uuid']) {
        expect((await post('/api/v1/access-location', token, { location_id: id })).statusCode).toBe(404);
        if (user.role !== 'seller') {
          expect((await post(`/api/v1/manager/rename-location/${id}`, token, { name: 'Stolen' })).statusCode).toBe(404);
        }
      }
    }
    const bRows = await t.database.db.select().from(locations).where(eq(locations.organizationId, b.organizationId));
    expect(bRows.every((r) => r.title === 'Boulangerie du Port')).toBe(true);
    const bOwner = await signIn(t.app, b.owner.email);
    expect((await get('/api/v1/super-manager/networks', bOwner)).json().data.summary.total_locations).toBe(2);
  });
});

describe('active-locations and access-location', () => {
  it('should list every location for the owner and only tied ones for a seller', async () => {
    const owner = await signIn(t.app, a.owner.email);
    expect((await get('/api/v1/active-locations', owner)).json().data).toHaveLength(13);
    const seller = await signIn(t.app, a.seller.email);
    const mine = (await get('/api/v1/active-locations', seller)).json().data as Array<{ id: string }>;
    expect(mine).toHaveLength(1);
    const access = await post('/api/v1/access-location', seller, { location_id: mine[0]?.id ?? '' });
    expect(access.statusCode).toBe(200);
    expect(access.json().data).toMatchObject({ id: mine[0]?.id });
    const notMine = aLocations.find((id) => id !== mine[0]?.id) ?? '';
    expect((await post('/api/v1/access-location', seller, { location_id: notMine })).statusCode).toBe(404);
    const missing = await post('/api/v1/access-location', seller, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.location_id).toEqual(['Please enter your location']);
  });

  it('should answer 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/active-locations' })).statusCode).toBe(401);
  });
});
