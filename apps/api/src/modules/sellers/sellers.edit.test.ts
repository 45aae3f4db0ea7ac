import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, users } from '../../db/schema/index.ts';
import { sellersWorld, type SellersWorld } from './sellers.fixtures.ts';

let w: SellersWorld;
beforeAll(async () => {
  w = await sellersWorld();
});
afterAll(() => w.t.close());

describe('editing and deleting a seller', () => {
  it("should update a seller; a manager's edit leaves the locations they cannot see", async () => {
    const { call, owner, manager, managerLocation, otherLocation, newSeller } = w;
    // A seller at both locations, made by the owner.
    const created = await call(
      'POST',
      '/manager/sellers',
      owner,
      newSeller({ location_ids: [managerLocation, otherLocation] }),
    );
    const id = created.body.data.id as string;
    const codeBefore = created.body.data.links.find(
      (l: { location_id: string }) => l.location_id === managerLocation,
    ).code;
    const edited = await call('POST', `/manager/sellers/${id}`, manager, {
      ...newSeller({ first_name: 'Léonie', email: created.body.data.email }),
      status: 'inactive',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('The seller has been updated.');
    expect(edited.body.data).toMatchObject({
      first_name: 'Léonie',
      status: 'inactive',
      locations: [{ id: managerLocation }],
    });
    expect(edited.body.data.links[0].code).toBe(codeBefore);
    const seenByOwner = await call('GET', `/manager/sellers/${id}`, owner);
    expect(seenByOwner.body.data.locations.map((l: { id: string }) => l.id).sort()).toEqual(
      [managerLocation, otherLocation].sort(),
    );
  });

  it('should delete a seller and keep their reviews with their name', async () => {
    const { t, call, team, owner, manager, managerLocation, newSeller } = w;
    const input = newSeller({ first_name: 'Hugo', last_name: 'Bernard' });
    const id = (await call('POST', '/manager/sellers', owner, input)).body.data.id as string;
    const at = new Date('2026-03-01T10:00:00Z');
    await t.database.db.insert(reviews).values({
      organizationId: team.organizationId,
      locationId: managerLocation,
      source: 'form',
      rating: 5,
      reviewerName: 'Client',
      sellerId: id,
      reviewedAt: at,
      reviewUpdatedAt: at,
    });
    const deleted = await call('DELETE', `/manager/sellers/${id}`, manager);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('The seller has been deleted.');

    const kept = await t.database.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.sellerId))
      .where(eq(reviews.sellerId, id));
    expect(kept).toEqual([{ firstName: 'Hugo', lastName: 'Bernard' }]);
    expect((await call('GET', `/manager/sellers/${id}`, owner)).status).toBe(404);
    expect((await call('GET', `/manager/seller-reset-password/${id}`, owner)).status).toBe(404);
    const list = await call('GET', '/manager/sellers?per_page=100', owner);
    expect(list.body.data.sellers.map((s: { id: string }) => s.id)).not.toContain(id);
    // The address is free again, and the former seller cannot sign in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: input.email, password: 'x' },
    });
    expect(login.statusCode).toBe(422);
    expect((await call('POST', '/manager/sellers', owner, newSeller({ email: input.email }))).status).toBe(200);
  });
});
