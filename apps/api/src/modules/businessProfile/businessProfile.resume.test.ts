import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessProfileConnections, locations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, signIn, type Team } from '../../../test/fixtures.ts';

// The selection step after a reload (it lists again from the connection the server holds),
// and "Select all" over a paged list (`select_all` with exclusions).
let t: TestApp;
let team: Team;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t.database.db, 'Resume Org');
  owner = await signIn(t.app, team.owner.email);
});
afterAll(() => t.close());

const LOCATIONS = '/api/v1/manager/business-profile/locations';
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(owner), payload });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(owner) });

async function connect() {
  const authorize = await post('/api/v1/manager/business-profile/authorize', {});
  const url = new URL((authorize.json() as { data: { url: string } }).data.url, 'http://starcrew.test');
  const state = url.searchParams.get('state') ?? '';
  expect((await post('/api/v1/manager/business-profile/connect', { code: 'sandbox-owner', state })).statusCode).toBe(
    200,
  );
}

/** The ids of every location of the connection, page after page. */
async function allIds(): Promise<string[]> {
  const first = (await get(`${LOCATIONS}?page=1&per_page=5`)).json().data;
  const second = (await get(`${LOCATIONS}?page=2&per_page=5`)).json().data;
  return [...first.locations, ...second.locations].map((l: { id: string }) => l.id);
}

const created = async () =>
  (await t.database.db.select().from(locations).where(eq(locations.organizationId, team.organizationId))).filter(
    (l) => l.googleLocationId,
  );

describe('business-profile selection step, resumed and "select all"', () => {
  it('should answer 409 to a reload before any connection: the wizard starts at step 1', async () => {
    const response = await get(`${LOCATIONS}?page=1&per_page=20`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Connect your business profile first.' });
    expect((await post(LOCATIONS, { select_all: true })).statusCode).toBe(409);
  });

  it('should list the same locations again on a reload after the code was exchanged', async () => {
    await connect();
    const before = (await get(`${LOCATIONS}?page=1&per_page=20`)).json().data;
    const reload = await get(`${LOCATIONS}?page=1&per_page=20`);
    expect(reload.statusCode).toBe(200);
    expect(reload.json().data).toEqual(before);
    expect(before.pagination.total).toBe(8);
  });

  it('should refuse a body with neither ids nor select_all, or a malformed one, per field', async () => {
    for (const payload of [{}, { select_all: false }, { location_ids: [] }]) {
      const response = await post(LOCATIONS, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ location_ids: ['Please enter your location'] });
    }
    const french = await t.app.inject({
      method: 'POST',
      url: LOCATIONS,
      headers: { ...bearer(owner), 'accept-language': 'fr' },
      payload: { select_all: 'yes', excluded_ids: 'x' },
    });
    expect(french.statusCode).toBe(422);
    expect(Object.keys(french.json().errors).sort()).toEqual(['excluded_ids', 'select_all']);
  });

  it('should refuse select_all that excludes every location, and add nothing', async () => {
    const response = await post(LOCATIONS, { select_all: true, excluded_ids: await allIds() });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ location_ids: ['Please enter your location'] });
    expect(await created()).toHaveLength(0);
  });

  it('should add every location but the excluded ones, pages never listed included', async () => {
    const ids = await allIds();
    const excluded = [ids[0], ids[7], 'locations/unknown'];
    const response = await post(LOCATIONS, { select_all: true, excluded_ids: excluded, location_ids: [ids[0]] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.business_profile_token).toBe(true);
    const rows = await created();
    expect(rows.map((l) => l.googleLocationId).sort()).toEqual(ids.slice(1, 7).sort());

    // Selecting all again adds the two left out, once.
    expect((await post(LOCATIONS, { select_all: true })).statusCode).toBe(200);
    expect(await created()).toHaveLength(8);
    expect(await t.app.jobs.drain()).toMatchObject({ failed: 0 });
  });

  it('should answer 409 once the connection is revoked: a reload goes back to step 1', async () => {
    await t.database.db
      .update(businessProfileConnections)
      .set({ status: 'revoked' })
      .where(eq(businessProfileConnections.organizationId, team.organizationId));
    expect((await get(`${LOCATIONS}?page=1&per_page=20`)).statusCode).toBe(409);
  });
});
