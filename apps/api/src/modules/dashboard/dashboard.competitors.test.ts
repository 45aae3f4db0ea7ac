import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, signIn, type Team } from '../../../test/fixtures.ts';
import { addCompetitor } from '../competitors/competitors.fixtures.ts';
import { locationOf } from './dashboard.fixtures.ts';

// The evolution's competitors (issue 17): each followed competitor's rating at the end of every
// month, from the daily refresh's snapshots. Runs on both engines (TEST_DATABASE_URL).

let t: TestApp;
let a: Team;
let b: Team;
let port: string;
let halles: string;
let bLocation: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [a, b] = await Promise.all([createTeam(db, 'Org A'), createTeam(db, 'Org B')]);
  port = await locationOf(db, a.manager.id);
  halles = await locationOf(db, a.otherSeller.id);
  bLocation = await locationOf(db, b.manager.id);
  await addCompetitor(db, a.organizationId, port, {
    name: 'Boulangerie du Marché',
    history: [
      { day: '2026-01-05', rating: 4.1, total: 100 },
      { day: '2026-01-31', rating: 4.2, total: 104 },
      // Not refreshed in February; a snapshot without a rating does not end March.
      { day: '2026-03-02', rating: 4.35, total: 110 },
      { day: '2026-03-30', rating: null, total: 111 },
    ],
  });
  await addCompetitor(db, a.organizationId, port, {
    name: 'Au Bon Pain',
    history: [{ day: '2026-03-15', rating: 3.8, total: 40 }],
  });
  await addCompetitor(db, a.organizationId, halles, {
    name: 'Halles Fournil',
    history: [{ day: '2026-03-15', rating: 4.9, total: 12 }],
  });
  // Org B follows competitors at its own location: never in A's answers.
  await addCompetitor(db, b.organizationId, bLocation, {
    name: 'Org B Rival',
    history: [{ day: '2026-03-15', rating: 2, total: 9 }],
  });
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

describe('GET /v1/manager/dashboard competitors', () => {
  it('should give each competitor of the location its last rated snapshot of every month', async () => {
    const owner = await signIn(t.app, a.owner.email);
    const { status, body } = await dashboard(owner, `?location_id=${port}`);
    expect(status).toBe(200);
    expect(body.data.competitors).toEqual([
      { id: expect.any(String), name: 'Au Bon Pain', months: [{ month: '2026-03', average_rating: 3.8 }] },
      {
        id: expect.any(String),
        name: 'Boulangerie du Marché',
        months: [
          { month: '2026-01', average_rating: 4.2 },
          { month: '2026-03', average_rating: 4.35 },
        ],
      },
    ]);
  });

  it('should list no competitors over several locations', async () => {
    const owner = await signIn(t.app, a.owner.email);
    expect((await dashboard(owner)).body.data.competitors).toEqual([]);
  });

  it("should never show another organization's competitors", async () => {
    const bOwner = await signIn(t.app, b.owner.email);
    const own = await dashboard(bOwner, `?location_id=${bLocation}`);
    expect(own.body.data.competitors.map((c: { name: string }) => c.name)).toEqual(['Org B Rival']);
    // A's location asked by B's owner is not found, competitors included.
    expect((await dashboard(bOwner, `?location_id=${port}`)).status).toBe(404);
    const aOwner = await signIn(t.app, a.owner.email);
    const names = (await dashboard(aOwner, `?location_id=${halles}`)).body.data.competitors.map(
      (c: { name: string }) => c.name,
    );
    expect(names).toEqual(['Halles Fournil']);
  });
});
