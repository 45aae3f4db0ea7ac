import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createLocation, createTeam, signIn, type Team } from '../../../test/fixtures.ts';
import { createGooglePlaces } from '../../adapters/places/index.ts';
import { startFakePlacesServer, type FakePlacesServer } from '../../adapters/places/testing/fakePlacesServer.ts';
import type { Db } from '../../db/database.ts';
import { competitorSnapshots, locations, subscriptions } from '../../db/schema/index.ts';
import { locationOf } from '../dashboard/dashboard.fixtures.ts';
import { competitorsRefreshAllJob } from './competitors.jobs.ts';
import { addCompetitor } from './competitors.fixtures.ts';

let t: TestApp;
let a: Team;
let b: Team;
/** A's locations: `port` (its manager and seller), `halles` (the other seller only). */
let port: string;
let halles: string;
let bLocation: string;
const tokens: Record<'owner' | 'manager' | 'seller' | 'bOwner', string> = {} as never;

const NOW = new Date('2026-03-10T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(NOW);
  const db = t.database.db;
  [a, b] = await Promise.all([createTeam(db, 'Org A'), createTeam(db, 'Org B')]);
  port = await locationOf(db, a.manager.id);
  halles = await locationOf(db, a.otherSeller.id);
  bLocation = await locationOf(db, b.manager.id);
  await db.update(locations).set({ averageRating: '4.20', totalReviews: 80 }).where(eq(locations.id, port));
  tokens.owner = await signIn(t.app, a.owner.email);
  tokens.manager = await signIn(t.app, a.manager.email);
  tokens.seller = await signIn(t.app, a.seller.email);
  tokens.bOwner = await signIn(t.app, b.owner.email);
});
afterAll(() => t.close());

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(app: TestApp['app'], token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) {
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() as Loose };
}
const api = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
  call(t.app, token, method, url, body);

const list = (token: string, locationId: string) => api(token, 'GET', `/manager/competitors?location_id=${locationId}`);
const search = (token: string, locationId: string, query: string) =>
  api(token, 'GET', `/manager/competitors/search?location_id=${locationId}&query=${encodeURIComponent(query)}`);

async function setPlan(db: Db, organizationId: string, plan: 'essential' | 'pro' | 'network') {
  await db.update(subscriptions).set({ plan }).where(eq(subscriptions.organizationId, organizationId));
}

describe('competitors: search, add, list, remove', () => {
  it('should find neighbours by name near the location, add one with its figures, and mark it tracked', async () => {
    const found = await search(tokens.owner, port, 'boulangerie');
    expect(found.status).toBe(200);
    const results = found.body.data as Loose[];
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]).toMatchObject({ tracked: false, name: expect.any(String) });
    const chosen = results[0]!;

    const added = await api(tokens.owner, 'POST', '/manager/competitors', {
      location_id: port,
      place_id: chosen.place_id,
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('The competitor has been added.');
    expect(added.body.data).toMatchObject({
      place_id: chosen.place_id,
      name: chosen.name,
      total_reviews: chosen.total_reviews,
      average_rating: chosen.average_rating,
      reviews_difference: chosen.total_reviews - 80,
      last_month_reviews: 0,
      rating_trend: null,
    });

    const listed = await list(tokens.owner, port);
    expect(listed.status).toBe(200);
    expect(listed.body.data.location).toMatchObject({ id: port, average_rating: 4.2, total_reviews: 80 });
    expect(listed.body.data.limit).toBe(10);
    expect((listed.body.data.competitors as Loose[]).map((c) => c.place_id)).toEqual([chosen.place_id]);

    const again = await search(tokens.owner, port, 'boulangerie');
    expect((again.body.data as Loose[]).find((r) => r.place_id === chosen.place_id)?.tracked).toBe(true);
    const twice = await api(tokens.owner, 'POST', '/manager/competitors', {
      location_id: port,
      place_id: chosen.place_id,
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.place_id[0]).toBe("This business is already one of this location's competitors.");
  });

  it('should show the competitor’s latest reviews, newest first, in the review details', async () => {
    const [competitor] = (await list(tokens.owner, port)).body.data.competitors as Loose[];
    const details = await api(tokens.owner, 'GET', `/manager/competitors/${competitor!.id}/reviews`);
    expect(details.status).toBe(200);
    expect(details.body.data.competitor.id).toBe(competitor!.id);
    const reviews = details.body.data.reviews as Loose[];
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.length).toBeLessThanOrEqual(5);
    const dates = reviews.map((r) => r.published_at as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(reviews[0]).toMatchObject({ author_name: expect.any(String), rating: expect.any(Number) });
  });

  it('should remove a competitor, then answer 404 for it', async () => {
    const [competitor] = (await list(tokens.owner, port)).body.data.competitors as Loose[];
    const removed = await api(tokens.owner, 'DELETE', `/manager/competitors/${competitor!.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('The competitor has been removed.');
    expect((await list(tokens.owner, port)).body.data.competitors).toEqual([]);
    expect((await api(tokens.owner, 'DELETE', `/manager/competitors/${competitor!.id}`)).status).toBe(404);
  });

  it('should compare with the location and show the trend from about 30 days of history', async () => {
    const id = await addCompetitor(t.database.db, a.organizationId, port, {
      history: [
        { day: '2026-02-05', rating: 3.9, total: 90 }, // older than 30 days: not the baseline
        { day: '2026-02-10', rating: 4.0, total: 100 },
        { day: '2026-03-01', rating: 4.4, total: 115 },
      ],
    });
    const competitor = ((await list(tokens.owner, port)).body.data.competitors as Loose[]).find((c) => c.id === id);
    expect(competitor).toMatchObject({
      average_rating: 4.5,
      total_reviews: 120,
      last_month_reviews: 20,
      rating_trend: 0.5,
      rating_difference: 0.3,
      reviews_difference: 40,
    });
    await api(tokens.owner, 'DELETE', `/manager/competitors/${id}`);
  });
});

describe('competitors: plan limits per location', () => {
  it.each([
    ['essential', 3],
    ['pro', 5],
    ['network', 10],
  ] as const)('should allow %s up to %i per location, then refuse with a way to upgrade', async (plan, limit) => {
    const db = t.database.db;
    const team = await createTeam(db, `Plan ${plan}`);
    await setPlan(db, team.organizationId, plan);
    const owner = await signIn(t.app, team.owner.email);
    const location = await locationOf(db, team.manager.id);
    for (let i = 0; i < limit - 1; i += 1) await addCompetitor(db, team.organizationId, location);
    const places = (await search(owner, location, 'boulangerie')).body.data as Loose[];
    expect(places.length).toBeGreaterThanOrEqual(2);

    const last = await api(owner, 'POST', '/manager/competitors', {
      location_id: location,
      place_id: places[0]!.place_id,
    });
    expect(last.status).toBe(200);
    const listed = await list(owner, location);
    expect(listed.body.data).toMatchObject({ limit });
    expect(listed.body.data.competitors).toHaveLength(limit);

    const over = await api(owner, 'POST', '/manager/competitors', {
      location_id: location,
      place_id: places[1]!.place_id,
    });
    expect(over.status).toBe(403);
    expect(over.body.error).toBe('PlanLimitReached');
    expect(over.body.message).toContain(`up to ${limit} competitors per location`);
    expect(over.body.message).toContain('Upgrade your plan');

    // The limit is per location: another location of the organization still has room.
    const other = await createLocation(db, team.organizationId);
    const elsewhere = (await search(owner, other, 'boulangerie')).body.data as Loose[];
    const added = await api(owner, 'POST', '/manager/competitors', {
      location_id: other,
      place_id: elsewhere[0]!.place_id,
    });
    expect(added.status).toBe(200);
  });
});

describe('competitors: scoping', () => {
  let hallesCompetitor: string;
  let bCompetitor: string;
  beforeAll(async () => {
    hallesCompetitor = await addCompetitor(t.database.db, a.organizationId, halles);
    bCompetitor = await addCompetitor(t.database.db, b.organizationId, bLocation, { name: 'Org B secret rival' });
  });

  it('should let a manager work at their locations only (404 elsewhere)', async () => {
    expect((await list(tokens.manager, port)).status).toBe(200);
    expect((await list(tokens.manager, halles)).status).toBe(404);
    expect((await search(tokens.manager, halles, 'boulangerie')).status).toBe(404);
    expect(
      (await api(tokens.manager, 'POST', '/manager/competitors', { location_id: halles, place_id: 'sandbox-x' }))
        .status,
    ).toBe(404);
    expect((await api(tokens.manager, 'GET', `/manager/competitors/${hallesCompetitor}/reviews`)).status).toBe(404);
    expect((await api(tokens.manager, 'DELETE', `/manager/competitors/${hallesCompetitor}`)).status).toBe(404);
    // The owner sees every location of the organization.
    const owners = await list(tokens.owner, halles);
    expect((owners.body.data.competitors as Loose[]).map((c) => c.id)).toEqual([hallesCompetitor]);
  });

  it('should answer 404 for another organization’s location or competitor, and unknown or malformed ids', async () => {
    expect((await list(tokens.owner, bLocation)).status).toBe(404);
    expect((await list(tokens.owner, 'not-a-uuid')).status).toBe(404);
    expect((await api(tokens.owner, 'DELETE', `/manager/competitors/${bCompetitor}`)).status).toBe(404);
    expect((await api(tokens.owner, 'GET', `/manager/competitors/${bCompetitor}/reviews`)).status).toBe(404);
    expect((await api(tokens.owner, 'DELETE', '/manager/competitors/nope')).status).toBe(404);
    // B's competitor is still there.
    const theirs = await list(tokens.bOwner, bLocation);
    expect((theirs.body.data.competitors as Loose[]).map((c) => c.name)).toEqual(['Org B secret rival']);
  });

  it('should refuse sellers (403) and callers without a session (401), and ask for the location (422)', async () => {
    expect((await list(tokens.seller, port)).status).toBe(403);
    expect((await api(tokens.seller, 'DELETE', `/manager/competitors/${hallesCompetitor}`)).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/manager/competitors?location_id=${port}` });
    expect(anonymous.statusCode).toBe(401);
    const missing = await api(tokens.owner, 'GET', '/manager/competitors');
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['location_id']);
  });
});

describe('competitors: the daily refresh', () => {
  const historyOf = async (competitorId: string) =>
    t.database.db
      .select({ day: competitorSnapshots.day, total: competitorSnapshots.totalReviews })
      .from(competitorSnapshots)
      .where(and(eq(competitorSnapshots.competitorId, competitorId)))
      .orderBy(competitorSnapshots.day);

  it('should write one history row per competitor and day, however often it runs', async () => {
    const location = await createLocation(t.database.db, a.organizationId);
    const places = (await search(tokens.owner, location, 'boulangerie')).body.data as Loose[];
    const added = await api(tokens.owner, 'POST', '/manager/competitors', {
      location_id: location,
      place_id: places[0]!.place_id,
    });
    const id = added.body.data.id as string;
    expect(await historyOf(id)).toEqual([{ day: '2026-03-10', total: places[0]!.total_reviews }]);

    // The same day twice (a rerun, or a second instance's tick): still one row for the day.
    await t.app.jobs.send(competitorsRefreshAllJob, {});
    await t.app.jobs.drain();
    await t.app.jobs.send(competitorsRefreshAllJob, {});
    const { failed } = await t.app.jobs.drain();
    expect(failed).toBe(0);
    expect((await historyOf(id)).map((r) => r.day)).toEqual(['2026-03-10']);

    // Days later the sandbox's neighbour has more reviews: a new row, and last month's count.
    t.setNow(new Date('2026-03-25T03:15:00Z'));
    try {
      await t.app.jobs.send(competitorsRefreshAllJob, {});
      await t.app.jobs.drain();
      const history = await historyOf(id);
      expect(history.map((r) => r.day)).toEqual(['2026-03-10', '2026-03-25']);
      const [first, latest] = history;
      // A new session: the clock moved past the first one's lifetime.
      const owner = await signIn(t.app, a.owner.email);
      const listed = ((await list(owner, location)).body.data.competitors as Loose[]).find((c) => c.id === id);
      expect(listed).toMatchObject({
        total_reviews: latest!.total,
        last_month_reviews: latest!.total - first!.total,
        refreshed_at: '2026-03-25T03:15:00.000Z',
      });
      expect(latest!.total).toBeGreaterThanOrEqual(first!.total);
      expect(listed!.rating_trend).not.toBeNull();
    } finally {
      t.setNow(NOW);
    }
  });
});

describe('competitors: the directory’s errors', () => {
  let fake: FakePlacesServer;
  let g: TestApp;
  let owner: string;
  let location: string;
  beforeAll(async () => {
    fake = await startFakePlacesServer();
    g = await createTestApp({
      places: createGooglePlaces({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, sleep: async () => {} }),
    });
    const team = await createTeam(g.database.db, 'Org G');
    owner = await signIn(g.app, team.owner.email);
    location = await locationOf(g.database.db, team.manager.id);
  });
  afterAll(async () => {
    await g.close();
    await fake.close();
  });

  it('should find and add a Google place through the Places API', async () => {
    const found = await call(
      g.app,
      owner,
      'GET',
      `/manager/competitors/search?location_id=${location}&query=boulangerie`,
    );
    expect(found.status).toBe(200);
    const first = (found.body.data as Loose[])[0]!;
    const added = await call(g.app, owner, 'POST', '/manager/competitors', {
      location_id: location,
      place_id: first.place_id,
    });
    expect(added.status).toBe(200);
    const reviews = await call(g.app, owner, 'GET', `/manager/competitors/${added.body.data.id}/reviews`);
    expect(reviews.status).toBe(200);
    expect(reviews.body.data.maps_url).toMatch(/^https:\/\/maps\.google\.com/);
  });

  it('should say the search is busy when the quota is spent (503), in the reader’s words', async () => {
    fake.failNext(3, { status: 429 });
    const busy = await call(g.app, owner, 'GET', `/manager/competitors/search?location_id=${location}&query=pain`);
    expect(busy.status).toBe(503);
    expect(busy.body.message).toBe('Competitor search is busy right now. Please try again in a minute.');
  });

  it('should say it is unavailable on an outage or a refused key, and 422 an unknown place', async () => {
    fake.failNext(3, { status: 500 });
    const down = await call(g.app, owner, 'GET', `/manager/competitors/search?location_id=${location}&query=pain`);
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('Competitor information is unavailable right now. Please try again later.');

    const unknown = await call(g.app, owner, 'POST', '/manager/competitors', {
      location_id: location,
      place_id: 'ChIJnoSuchPlace',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.place_id[0]).toBe('This business could not be found. Search for it again.');
  });
});
