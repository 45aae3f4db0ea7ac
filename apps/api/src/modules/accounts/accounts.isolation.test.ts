import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, PASSWORD, signIn, type Team } from '../../../test/fixtures.ts';
import { multipart, pngWithMetadata } from '../../../test/images.ts';

let t: TestApp;
let a: Team;
let b: Team;
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([createTeam(t.database.db, 'Org A'), createTeam(t.database.db, 'Org B')]);
});
afterAll(() => t.close());

const rowsOf = (team: Team) =>
  t.database.db.select().from(users).where(eq(users.organizationId, team.organizationId)).orderBy(asc(users.id));

describe('tenant isolation', () => {
  it("should answer 404 to every role of one organization on the other's users, and change nothing there", async () => {
    const before = await rowsOf(b);
    const bTokens = await Promise.all([b.owner, b.manager, b.seller].map((u) => signIn(t.app, u.email)));
    const bIds = [b.owner.id, b.manager.id, b.seller.id, b.otherSeller.id];
    const password = { password: 'Other-pass-12', password_confirmation: 'Other-pass-12', current_password: PASSWORD };

    for (const actor of [a.owner, a.manager, a.seller]) {
      const token = await signIn(t.app, actor.email);
      const isManager = actor.role !== 'seller';
      for (const id of bIds) {
        const reset = await t.app.inject({
          method: 'GET',
          url: `/api/v1/manager/seller-reset-password/${id}`,
          headers: bearer(token),
        });
        // A seller may not call manager routes at all (403); for those who may, the user does not exist (404).
        expect(reset.statusCode, `${actor.role} resets ${id}`).toBe(isManager ? 404 : 403);
        const change = await t.app.inject({
          method: 'POST',
          url: `/api/v1/seller/change-password/${id}`,
          headers: bearer(token),
          payload: password,
        });
        expect(change.statusCode, `${actor.role} changes ${id}`).toBe(isManager ? 403 : 404);
      }

      // The calls on one's own account touch only one's own organization.
      const image = multipart('image', 'a.png', 'image/png', pngWithMetadata());
      const own = [
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/update-profile',
          headers: bearer(token),
          payload: { first_name: 'Changed', last_name: 'Name' },
        }),
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/update-image',
          headers: { ...bearer(token), 'content-type': image.contentType },
          payload: image.payload,
        }),
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/change-password',
          headers: bearer(token),
          payload: password,
        }),
      ];
      for (const response of own) expect(response.statusCode).toBe(200);
    }

    const ownerA = await signIn(t.app, a.owner.email, 'Other-pass-12');
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manager/delete-account',
      headers: bearer(ownerA),
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);

    expect(await rowsOf(b)).toEqual(before);
    for (const token of bTokens) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) })).statusCode).toBe(200);
    }
  });
});
