import { activeLocationsResponseSchema, accessLocationResponseSchema } from '@starcrew/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, userLocations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createLocation, createTeam, signIn, type Team } from '../../../test/fixtures.ts';

let t: TestApp;
let a: Team;
let b: Team;
/** Org A's locations by title: the manager and the seller work at "Oberkampf", the other seller at "Bastille". */
const aIds: Record<string, string> = {};
let bLocation: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [a, b] = await Promise.all([createTeam(db, 'Org A'), createTeam(db, 'Org B')]);
  const tied = async (userId: string) => {
    const [row] = await db.select().from(userLocations).where(eq(userLocations.userId, userId));
    if (!row) throw new Error('no tie');
    return row.locationId;
  };
  const titles = { Oberkampf: await tied(a.seller.id), Bastille: await tied(a.otherSeller.id) };
  for (const [title, id] of Object.entries(titles)) {
    await db.update(locations).set({ title }).where(eq(locations.id, id));
    aIds[title] = id;
  }
  // A third location nobody but the owner sees.
  aIds.Austerlitz = await createLocation(db, a.organizationId);
  await db.update(locations).set({ title: 'Austerlitz' }).where(eq(locations.id, aIds.Austerlitz));
  bLocation = await tied(b.seller.id);
});
afterAll(() => t.close());

const titlesFor = async (email: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/active-locations',
    headers: bearer(await signIn(t.app, email)),
  });
  expect(response.statusCode).toBe(200);
  return activeLocationsResponseSchema.parse(response.json()).data.map((l) => l.title);
};

const access = async (email: string, locationId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/access-location',
    headers: bearer(await signIn(t.app, email)),
    payload: { location_id: locationId },
  });

describe('GET /v1/active-locations', () => {
  it('should list every location of the organization to the owner, sorted by title', async () => {
    expect(await titlesFor(a.owner.email)).toEqual(['Austerlitz', 'Bastille', 'Oberkampf']);
  });

  it('should list only the locations a manager or a seller is tied to', async () => {
    expect(await titlesFor(a.manager.email)).toEqual(['Oberkampf']);
    expect(await titlesFor(a.seller.email)).toEqual(['Oberkampf']);
    expect(await titlesFor(a.otherSeller.email)).toEqual(['Bastille']);
  });

  it('should never list another organization’s locations', async () => {
    // Org B's two fixture locations only.
    expect(await titlesFor(b.owner.email)).toEqual(['Boulangerie du Port', 'Boulangerie du Port']);
  });

  it('should answer 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/active-locations' })).statusCode).toBe(401);
  });
});

describe('POST /v1/access-location', () => {
  it('should open any location of the organization for the owner', async () => {
    for (const id of Object.values(aIds)) {
      const response = await access(a.owner.email, id);
      expect(response.statusCode).toBe(200);
      expect(accessLocationResponseSchema.parse(response.json()).data.id).toBe(id);
    }
  });

  it('should open a manager’s or a seller’s own location, and answer 404 for the others of the organization', async () => {
    for (const email of [a.manager.email, a.seller.email]) {
      const own = await access(email, aIds.Oberkampf ?? '');
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toMatchObject({ id: aIds.Oberkampf, title: 'Oberkampf', name: 'Oberkampf' });
      expect((await access(email, aIds.Bastille ?? '')).statusCode).toBe(404);
      expect((await access(email, aIds.Austerlitz ?? '')).statusCode).toBe(404);
    }
  });

  it('should answer 404 for another organization’s location, whatever the role', async () => {
    for (const email of [a.owner.email, a.manager.email, a.seller.email]) {
      const response = await access(email, bLocation);
      expect(response.statusCode).toBe(404);
      expect(response.json()).not.toHaveProperty('data');
    }
  });

  it('should answer 404 for an id that is no location id, and 422 without one', async () => {
    expect((await access(a.owner.email, 'not-a-uuid')).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/access-location',
      headers: bearer(await signIn(t.app, a.owner.email)),
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('location_id');
  });
});
