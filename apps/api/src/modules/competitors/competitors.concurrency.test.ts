import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, signIn } from '../../../test/fixtures.ts';
import { createGate } from '../../../test/gate.ts';
import { createSandboxPlaces, type PlacesProvider } from '../../adapters/places/index.ts';
import { competitors, subscriptions } from '../../db/schema/index.ts';
import { locationOf } from '../dashboard/dashboard.fixtures.ts';
import { addCompetitor } from './competitors.fixtures.ts';

/**
 * Two adds at the same moment for a location's last free place under the plan's competitor
 * limit (billing DECISIONS.md, "One unit"): exactly one is written, the other is refused with
 * 403 PlanLimitReached. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the
 * requests run on two connections.
 */
let t: TestApp;

/**
 * Holds the next reads of a place's details until all of them have arrived (`gate.together`), so
 * the adds they belong to reach the plan's check at the same moment: the directory's call comes
 * between the first check and the write.
 */
const gate = createGate();
const sandbox = createSandboxPlaces();
const places: PlacesProvider = {
  ...sandbox,
  async getPlace(placeId, options) {
    const place = await sandbox.getPlace(placeId, options);
    await gate.pass();
    return place;
  },
};

beforeAll(async () => {
  t = await createTestApp({ places });
});
afterAll(() => t?.close());

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(token: string, method: 'GET' | 'POST', url: string, body?: object) {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() as Loose };
}

describe('the last competitor a plan allows at a location, added twice at once', () => {
  it('should follow one of two places added at the same moment, and refuse the other', async () => {
    const db = t.database.db;
    const team = await createTeam(db, 'Org race competitors');
    // Essential: 3 competitors per location; two followed already, one place left.
    await db
      .update(subscriptions)
      .set({ plan: 'essential' })
      .where(eq(subscriptions.organizationId, team.organizationId));
    const owner = await signIn(t.app, team.owner.email);
    const location = await locationOf(db, team.manager.id);
    for (let i = 0; i < 2; i += 1) await addCompetitor(db, team.organizationId, location);
    const found = await call(owner, 'GET', `/manager/competitors/search?location_id=${location}&query=boulangerie`);
    const [first, second] = found.body.data as Array<{ place_id: string }>;
    expect(second).toBeDefined();

    gate.together(2);
    const answers = await Promise.all([
      call(owner, 'POST', '/manager/competitors', { location_id: location, place_id: first!.place_id }),
      call(owner, 'POST', '/manager/competitors', { location_id: location, place_id: second!.place_id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    expect(answers.find((a) => a.status === 403)!.body).toMatchObject({ error: 'PlanLimitReached' });
    expect(answers.find((a) => a.status === 403)!.body.message).toContain('up to 3 competitors per location');
    const followed = await db
      .select({ id: competitors.id })
      .from(competitors)
      .where(and(eq(competitors.organizationId, team.organizationId), eq(competitors.locationId, location)));
    expect(followed).toHaveLength(3);
    const listed = await call(owner, 'GET', `/manager/competitors?location_id=${location}`);
    expect(listed.body.data.competitors).toHaveLength(3);
  });
});
