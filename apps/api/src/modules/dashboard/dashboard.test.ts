import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createLocation, createTeam, createUser, signIn, type Team } from '../../../test/fixtures.ts';
import { addCampaign, addReviews, locationOf, tie, untie } from './dashboard.fixtures.ts';

let t: TestApp;
/** Org A: the figures under test. Org B: busy with data that must never show in A's figures. */
let a: Team;
let b: Team;
/** A's locations: `port` (manager and seller), `halles` (other seller), `gare` (nobody). */
let port: string;
let halles: string;
let gare: string;
let bLocation: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [a, b] = await Promise.all([createTeam(db, 'Org A'), createTeam(db, 'Org B')]);
  port = await locationOf(db, a.manager.id);
  halles = await locationOf(db, a.otherSeller.id);
  gare = await createLocation(db, a.organizationId);
  bLocation = await locationOf(db, b.manager.id);

  // Reviews: port 5,4,4 and a form review without rating; halles 3; gare none.
  await addReviews(db, a.organizationId, port, [5, 4, 4, null]);
  await addReviews(db, a.organizationId, halles, [3]);
  // Sellers: an inactive one at port is not a member; managers and the owner are not members either.
  const inactive = await createUser(db, { organizationId: a.organizationId, role: 'seller', status: 'inactive' });
  await tie(db, a.organizationId, inactive.id, port);
  // A seller of the organization at no location counts for the owner's whole-team figure only.
  await createUser(db, { organizationId: a.organizationId, role: 'seller' });
  // Campaigns: one at port, one at halles, one at both, one at no location yet.
  await addCampaign(db, a.organizationId, [port]);
  await addCampaign(db, a.organizationId, [halles]);
  await addCampaign(db, a.organizationId, [port, halles]);
  await addCampaign(db, a.organizationId);

  // Org B: more of everything, at its own location.
  await addReviews(db, b.organizationId, bLocation, [1, 1, 1, 2, 5, 5]);
  await addCampaign(db, b.organizationId, [bLocation]);
  await addCampaign(db, b.organizationId, [bLocation]);
});
afterAll(() => t.close());

const dashboard = async (token: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/manager/dashboard${query}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
  });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /v1/manager/dashboard', () => {
  it('should count the whole organization for the owner', async () => {
    const owner = await signIn(t.app, a.owner.email);
    const { status, body } = await dashboard(owner);
    expect(status).toBe(200);
    // (5 + 4 + 4 + 3) / 4 rated reviews = 4; the unrated form review counts in the total only.
    expect(body).toMatchObject({
      data: {
        total_reviews: 5,
        average_rating: 4,
        rated_reviews: 4,
        rating_sum: 16,
        active_members: 3,
        total_campaigns: 4,
      },
    });
  });

  it('should narrow to one location the owner picks, rounding the average to 2 decimals', async () => {
    const owner = await signIn(t.app, a.owner.email);
    expect((await dashboard(owner, `?location_id=${port}`)).body.data).toMatchObject({
      total_reviews: 4,
      average_rating: 4.33,
      rated_reviews: 3,
      rating_sum: 13,
      active_members: 1,
      total_campaigns: 2,
    });
    expect((await dashboard(owner, `?location_id=${halles}`)).body.data).toMatchObject({
      total_reviews: 1,
      average_rating: 3,
      rated_reviews: 1,
      rating_sum: 3,
      active_members: 1,
      total_campaigns: 2,
    });
    // A location without reviews, sellers or campaigns: zeros, and no average rather than 0.
    expect((await dashboard(owner, `?location_id=${gare}`)).body.data).toMatchObject({
      total_reviews: 0,
      average_rating: null,
      rated_reviews: 0,
      rating_sum: 0,
      active_members: 0,
      total_campaigns: 0,
      ranking: [],
      evolution: [],
    });
  });

  it('should count only the locations a manager is tied to', async () => {
    const manager = await signIn(t.app, a.manager.email);
    const port_ = {
      total_reviews: 4,
      average_rating: 4.33,
      rated_reviews: 3,
      rating_sum: 13,
      active_members: 1,
      total_campaigns: 2,
    };
    expect((await dashboard(manager)).body.data).toMatchObject(port_);
    expect((await dashboard(manager, `?location_id=${port}`)).body.data).toMatchObject(port_);
    // A location of the organization the manager is not tied to is not found.
    expect((await dashboard(manager, `?location_id=${halles}`)).status).toBe(404);
  });

  it('should add up a manager’s locations without counting a seller or a campaign twice', async () => {
    await tie(t.database.db, a.organizationId, a.manager.id, halles);
    // The seller at port also works at halles: still one member.
    await tie(t.database.db, a.organizationId, a.seller.id, halles);
    try {
      const manager = await signIn(t.app, a.manager.email);
      expect((await dashboard(manager)).body.data).toMatchObject({
        total_reviews: 5,
        average_rating: 4,
        rated_reviews: 4,
        rating_sum: 16,
        active_members: 2,
        total_campaigns: 3,
      });
    } finally {
      await untie(t.database.db, a.manager.id, halles);
      await untie(t.database.db, a.seller.id, halles);
    }
  });

  it('should answer zeros to a manager tied to no location', async () => {
    const lonely = await createUser(t.database.db, { organizationId: a.organizationId, role: 'manager' });
    const token = await signIn(t.app, lonely.email);
    expect((await dashboard(token)).body.data).toMatchObject({
      total_reviews: 0,
      average_rating: null,
      rated_reviews: 0,
      rating_sum: 0,
      active_members: 0,
      total_campaigns: 0,
      ranking: [],
      evolution: [],
    });
  });

  it('should answer 404 for another organization’s location, an unknown or malformed id', async () => {
    const owner = await signIn(t.app, a.owner.email);
    for (const id of [bLocation, '6a1f0c52-9d1e-4c55-8b61-1f0b1f0b1f0b', 'not-a-uuid', "' or 1=1 --"]) {
      const { status, body } = await dashboard(owner, `?location_id=${encodeURIComponent(id)}`);
      expect(status, id).toBe(404);
      expect(body.message).toBe('The page you are looking for does not exist.');
    }
    // An empty filter is no filter.
    expect((await dashboard(owner, '?location_id=')).body.data.total_reviews).toBe(5);
    // Two filters are a malformed query: 422 on the field, never a server error.
    const twice = await dashboard(owner, `?location_id=${port}&location_id=${halles}`);
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors)).toEqual(['location_id']);
  });

  it('should never count another organization’s rows', async () => {
    const ownerB = await signIn(t.app, b.owner.email);
    expect((await dashboard(ownerB)).body.data).toMatchObject({
      total_reviews: 6,
      average_rating: 2.5,
      rated_reviews: 6,
      rating_sum: 15,
      active_members: 2,
      total_campaigns: 2,
    });
    const ownerA = await signIn(t.app, a.owner.email);
    expect((await dashboard(ownerA)).body.data.total_reviews).toBe(5);
  });

  it('should answer 406 SubscriptionException to an unsubscribed organization’s owner and managers', async () => {
    const unsubscribed = await createTeam(t.database.db, 'Sans abonnement', { subscribed: false });
    for (const user of [unsubscribed.owner, unsubscribed.manager]) {
      const { status, body } = await dashboard(await signIn(t.app, user.email));
      expect(status).toBe(406);
      expect(body.error).toBe('SubscriptionException');
    }
  });

  it('should answer 403 to sellers and 401 without a session', async () => {
    expect((await dashboard(await signIn(t.app, a.seller.email))).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/manager/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('should be described in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/v1/manager/dashboard'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'location_id', in: 'query' })]),
    );
  });
});
