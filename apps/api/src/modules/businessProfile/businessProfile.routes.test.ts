import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessProfileConnections, locations, reviews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, signIn, type Team } from '../../../test/fixtures.ts';

let t: TestApp;
let team: Team;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t.database.db, 'Connect Org');
  owner = await signIn(t.app, team.owner.email);
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Asks for consent and returns the state the consent page would hand back. */
async function consentState(token: string): Promise<string> {
  const response = await post('/api/v1/manager/business-profile/authorize', token);
  expect(response.statusCode).toBe(200);
  const url = new URL((response.json() as { data: { url: string } }).data.url, 'http://starcrew.test');
  expect(url.pathname).toBe('/api/v1/sandbox/google/consent');
  expect(url.searchParams.get('redirect_uri')).toBe('/manager/business-profile-setup/connect-google');
  return url.searchParams.get('state') ?? '';
}

describe('business-profile connection', () => {
  it('should serve the sandbox consent page that sends the browser back with code and state', async () => {
    const state = await consentState(owner);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sandbox/google/consent?state=${state}&redirect_uri=/manager/business-profile-setup/connect-google`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('sandbox-owner');
  });

  it('should answer 403 BusinessProfileNoAccess for an account without a business profile, and keep nothing', async () => {
    const response = await post('/api/v1/manager/business-profile/connect', owner, {
      code: 'sandbox-no-access',
      state: await consentState(owner),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: 'BusinessProfileNoAccess',
      message: 'This account has no access to a business profile.',
    });
    const rows = await t.database.db.select().from(businessProfileConnections);
    expect(rows).toHaveLength(0);
    expect((await get('/api/v1/manager/business-profile/locations', owner)).statusCode).toBe(409);
  });

  it('should refuse a forged or foreign state with 422 on state', async () => {
    const response = await post('/api/v1/manager/business-profile/connect', owner, {
      code: 'sandbox-owner',
      state: 'x.y',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.state).toEqual(['This connection link has expired. Please connect again.']);
    const empty = await post('/api/v1/manager/business-profile/connect', owner, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['code', 'state']);
  });

  it('should connect, list the 8 sandbox bakeries by page, create the chosen ones and import their reviews', async () => {
    const connect = await post('/api/v1/manager/business-profile/connect', owner, {
      code: 'sandbox-owner',
      state: await consentState(owner),
    });
    expect(connect.statusCode).toBe(200);
    expect(connect.json().data).toEqual({ provider: 'sandbox', account_email: 'maison.doree@sandbox.starcrew.app' });
    const [stored] = await t.database.db.select().from(businessProfileConnections);
    expect(stored?.refreshTokenEncrypted).toMatch(/^v1\./);
    expect(stored?.refreshTokenEncrypted).not.toContain('sandbox-refresh');

    const first = await get('/api/v1/manager/business-profile/locations?page=1&per_page=5', owner);
    expect(first.statusCode).toBe(200);
    const { locations: page1, pagination } = first.json().data;
    expect(pagination).toEqual({ current_page: 1, last_page: 2, per_page: 5, from: 1, to: 5, total: 8 });
    expect(page1[0]).toMatchObject({ id: expect.stringMatching(/^locations\//), connected: false });

    const chosen = page1.slice(0, 3).map((l: { id: string }) => l.id);
    const unknown = await post('/api/v1/manager/business-profile/locations', owner, { location_ids: ['locations/0'] });
    expect(unknown.statusCode).toBe(422);
    expect((await post('/api/v1/manager/business-profile/locations', owner, { location_ids: [] })).statusCode).toBe(
      422,
    );

    const finish = await post('/api/v1/manager/business-profile/locations', owner, { location_ids: chosen });
    expect(finish.statusCode).toBe(200);
    expect(finish.json().data.business_profile_token).toBe(true);
    const created = await t.database.db
      .select()
      .from(locations)
      .where(eq(locations.organizationId, team.organizationId));
    expect(created.filter((l) => l.googleLocationId)).toHaveLength(3);
    expect(created.every((l) => l.licenseStatus === 'inactive')).toBe(true);

    // Choosing the same ones again adds nothing.
    expect((await post('/api/v1/manager/business-profile/locations', owner, { location_ids: chosen })).statusCode).toBe(
      200,
    );
    const again = (await get('/api/v1/manager/business-profile/locations?per_page=10', owner)).json().data.locations;
    expect(again.filter((l: { connected: boolean }) => l.connected)).toHaveLength(3);

    expect(await t.app.jobs.drain()).toMatchObject({ failed: 0 });
    const [imported] = await t.database.db
      .select({ n: count() })
      .from(reviews)
      .where(eq(reviews.organizationId, team.organizationId));
    expect(imported?.n).toBeGreaterThan(100);
  });

  it('should keep the wizard to the owner', async () => {
    for (const user of [team.manager, team.seller]) {
      const token = await signIn(t.app, user.email);
      expect((await post('/api/v1/manager/business-profile/authorize', token)).statusCode).toBe(403);
      expect((await get('/api/v1/manager/business-profile/locations', token)).statusCode).toBe(403);
    }
  });
});
