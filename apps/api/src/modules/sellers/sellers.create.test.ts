import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, outboxFor, signIn } from '../../../test/fixtures.ts';
import { locations, subscriptions } from '../../db/schema/index.ts';
import { emailedPassword, sellersWorld, type SellersWorld } from './sellers.fixtures.ts';

let w: SellersWorld;
beforeAll(async () => {
  w = await sellersWorld();
});
afterAll(() => w.t.close());

describe('creating a seller', () => {
  it('should email a generated password the seller signs in with, and must then change', async () => {
    const { t, call, owner, managerLocation, newSeller } = w;
    const input = newSeller();
    const created = await call('POST', '/manager/sellers', owner, input);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('The seller has been created. Their password has been sent by email.');
    expect(created.body.data).toMatchObject({
      first_name: 'Léa',
      last_name: 'Martin',
      email: input.email,
      status: 'active',
      is_password_updated: false,
      total_reviews: 0,
      average_rating: null,
      locations: [{ id: managerLocation }],
      qr: { primary_color: '#1f2937', secondary_color: '#ffffff', logo: null, name: 'Léa Martin' },
    });
    const [link] = created.body.data.links;
    expect(link.path).toBe(`/reviews/${managerLocation}/${link.code}`);
    expect(link.url).toBe(`http://starcrew.test${link.path}`);

    const [mail] = await outboxFor(t.app, input.email);
    expect(mail?.template).toBe('sellerInitialPassword');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: input.email, password: emailedPassword(mail!.body_text) },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.is_password_updated).toBe(false);
    // The password went only to that address: the seller goes straight to changing it (guard
    // rule 5), not to an email-verification code first (rule 3).
    expect(login.json().data.user.email_verified_at).not.toBeNull();
  });

  it('should answer 422 per field in the spec words, in English and French', async () => {
    const { call, team, owner, newSeller } = w;
    const empty = await call('POST', '/manager/sellers', owner, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      first_name: ['Please enter your first name'],
      last_name: ['Please enter your last name'],
      email: ['Please enter your email'],
      location_ids: ['Please select at least one location'],
    });
    const none = await call('POST', '/manager/sellers', owner, newSeller({ location_ids: [] }), 'fr');
    expect(none.body.errors).toEqual({ location_ids: ['Veuillez sélectionner au moins un établissement'] });
    const badEmail = await call('POST', '/manager/sellers', owner, newSeller({ email: 'nope' }));
    expect(badEmail.body.errors).toEqual({ email: ['Please enter a valid email'] });
    const taken = await call('POST', '/manager/sellers', owner, newSeller({ email: team.manager.email.toUpperCase() }));
    expect(taken.body.errors).toEqual({ email: ['This email is already in use.'] });
  });

  it("should refuse a location the caller may not see: another organization's, or outside a manager's", async () => {
    const { call, foreign, owner, manager, otherLocation, newSeller, locationOf } = w;
    const foreignLocation = await locationOf(foreign.seller.id);
    const byOwner = await call('POST', '/manager/sellers', owner, newSeller({ location_ids: [foreignLocation] }));
    expect(byOwner.status).toBe(422);
    expect(byOwner.body.errors).toEqual({ location_ids: ['Please fill out the location correctly'] });
    const byManager = await call('POST', '/manager/sellers', manager, newSeller({ location_ids: [otherLocation] }));
    expect(byManager.status).toBe(422);
    expect((await call('POST', '/manager/sellers', manager, newSeller())).status).toBe(200);
  });

  it('should refuse a member at a location past the plan limit per location, naming it', async () => {
    const { t, call, newSeller, locationOf } = w;
    const small = await createTeam(t.database.db, 'Org essential');
    await t.database.db
      .update(subscriptions)
      .set({ plan: 'essential' })
      .where(eq(subscriptions.organizationId, small.organizationId));
    const token = await signIn(t.app, small.owner.email);
    const smallManager = await signIn(t.app, small.manager.email);
    const location = await locationOf(small.seller.id);
    const elsewhere = await locationOf(small.otherSeller.id);
    await t.database.db.update(locations).set({ title: 'Lyon Part-Dieu' }).where(eq(locations.id, location));
    // The location has a manager and a seller; Essential allows 5 members per location.
    for (let i = 0; i < 3; i += 1) {
      expect((await call('POST', '/manager/sellers', token, newSeller({ location_ids: [location] }))).status).toBe(200);
    }
    const refused = await call('POST', '/manager/sellers', token, newSeller({ location_ids: [location, elsewhere] }));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('PlanLimitReached');
    expect(refused.body.message).toBe(
      'Lyon Part-Dieu already has 5 team members, the most your Essential plan allows per location. Upgrade your plan to add more.',
    );
    // The manager of that location is refused alike.
    expect((await call('POST', '/manager/sellers', smallManager, newSeller({ location_ids: [location] }))).status).toBe(
      403,
    );
    // The organization has 6 members, yet the other location has room: the limit is per location.
    const there = await call('POST', '/manager/sellers', token, newSeller({ location_ids: [elsewhere] }));
    expect(there.status).toBe(200);
    // Moving a seller to the full location is refused; an edit that keeps their places is not.
    const moved = await call('POST', `/manager/sellers/${there.body.data.id}`, token, {
      ...newSeller({ email: there.body.data.email, location_ids: [elsewhere, location] }),
    });
    expect(moved.status).toBe(403);
    expect(moved.body.error).toBe('PlanLimitReached');
    const kept = await call('POST', `/manager/sellers/${small.seller.id}`, smallManager, {
      ...newSeller({ email: small.seller.email, first_name: 'Noémie', location_ids: [location] }),
    });
    expect(kept.status).toBe(200);
    // An inactive seller does not count, until turned active.
    const inactive = await call(
      'POST',
      '/manager/sellers',
      token,
      newSeller({ location_ids: [location], status: 'inactive' }),
    );
    expect(inactive.status).toBe(200);
    const activated = await call('POST', `/manager/sellers/${inactive.body.data.id}`, token, {
      ...newSeller({ location_ids: [location], email: inactive.body.data.email }),
      status: 'active',
    });
    expect(activated.status).toBe(403);
    expect(activated.body.error).toBe('PlanLimitReached');
    // The list tells the modal what it weighs before sending: a manager, their own locations only.
    const list = await call('GET', '/manager/sellers', smallManager);
    expect(list.body.data.member_limits).toEqual({
      plan: 'Essential',
      per_location: 5,
      locations: [{ id: location, title: 'Lyon Part-Dieu', members: 5 }],
    });
  });
});
