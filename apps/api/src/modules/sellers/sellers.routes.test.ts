import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, outboxFor, signIn, uniqueEmail, type Team } from '../../../test/fixtures.ts';
import { multipart, pngWithMetadata } from '../../../test/images.ts';
import {
  campaignParticipants,
  campaigns,
  locations,
  reviews,
  subscriptions,
  userLocations,
  users,
} from '../../db/schema/index.ts';
import { caller, emailedPassword } from './sellers.fixtures.ts';

let t: TestApp;
let team: Team;
let foreign: Team;
let call: ReturnType<typeof caller>;
let owner: string;
let manager: string;
let seller: string;
/** The location of the manager and `team.seller`; `otherLocation` has only `team.otherSeller`. */
let managerLocation: string;
let otherLocation: string;

const locationOf = async (userId: string) =>
  (await t.database.db.select().from(userLocations).where(eq(userLocations.userId, userId)))[0]!.locationId;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  team = await createTeam(t.database.db, 'Org sellers');
  foreign = await createTeam(t.database.db, 'Org foreign');
  [owner, manager, seller] = await Promise.all([
    signIn(t.app, team.owner.email),
    signIn(t.app, team.manager.email),
    signIn(t.app, team.seller.email),
  ]);
  managerLocation = await locationOf(team.seller.id);
  otherLocation = await locationOf(team.otherSeller.id);
});
afterAll(() => t.close());

const newSeller = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Léa',
  last_name: 'Martin',
  email: uniqueEmail('lea'),
  location_ids: [managerLocation],
  status: 'active',
  ...overrides,
});

describe('creating a seller', () => {
  it('should email a generated password the seller signs in with, and must then change', async () => {
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
    const foreignLocation = await locationOf(foreign.seller.id);
    const byOwner = await call('POST', '/manager/sellers', owner, newSeller({ location_ids: [foreignLocation] }));
    expect(byOwner.status).toBe(422);
    expect(byOwner.body.errors).toEqual({ location_ids: ['Please fill out the location correctly'] });
    const byManager = await call('POST', '/manager/sellers', manager, newSeller({ location_ids: [otherLocation] }));
    expect(byManager.status).toBe(422);
    expect((await call('POST', '/manager/sellers', manager, newSeller())).status).toBe(200);
  });

  it('should refuse a member at a location past the plan limit per location, naming it', async () => {
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

describe('the sellers list', () => {
  it('should show a manager only the sellers of their locations, and the owner every seller of the organization', async () => {
    const mine = await call('GET', '/manager/sellers?per_page=100', manager);
    expect(mine.status).toBe(200);
    const ids = mine.body.data.sellers.map((s: { id: string }) => s.id);
    expect(ids).toContain(team.seller.id);
    expect(ids).not.toContain(team.otherSeller.id);
    expect(ids).not.toContain(foreign.seller.id);
    const all = await call('GET', '/manager/sellers?per_page=100', owner);
    const allIds = all.body.data.sellers.map((s: { id: string }) => s.id);
    expect(allIds).toEqual(expect.arrayContaining([team.seller.id, team.otherSeller.id]));
    expect(allIds).not.toContain(foreign.seller.id);
    expect(allIds).not.toContain(team.manager.id);
    expect(all.body.data.stats.members).toBe(all.body.data.pagination.total);
  });

  it('should answer 404 for a seller outside the scope, and 403 to a seller', async () => {
    expect((await call('GET', `/manager/sellers/${team.otherSeller.id}`, manager)).status).toBe(404);
    expect((await call('GET', `/manager/sellers/${foreign.seller.id}`, owner)).status).toBe(404);
    expect((await call('GET', `/manager/sellers/${team.manager.id}`, owner)).status).toBe(404);
    expect((await call('GET', '/manager/sellers/not-a-uuid', owner)).status).toBe(404);
    expect((await call('DELETE', `/manager/sellers/${foreign.seller.id}`, owner)).status).toBe(404);
    expect((await call('POST', `/manager/sellers/${team.otherSeller.id}`, manager, newSeller())).status).toBe(404);
    expect((await call('GET', '/manager/sellers', seller)).status).toBe(403);
  });

  it('should compute the figures, search by name or email, sort by each figure and paginate', async () => {
    const org = await createTeam(t.database.db, 'Org figures');
    const token = await signIn(t.app, org.owner.email);
    const location = await locationOf(org.seller.id);
    const make = async (first: string, last: string) =>
      (
        await call(
          'POST',
          '/manager/sellers',
          token,
          newSeller({ first_name: first, last_name: last, location_ids: [location] }),
        )
      ).body.data.id as string;
    const zoe = await make('Zoé', 'Alpha');
    const yann = await make('Yann', 'Bravo');
    const at = new Date('2026-03-01T10:00:00Z');
    const review = (sellerId: string, rating: number) => ({
      organizationId: org.organizationId,
      locationId: location,
      source: 'form' as const,
      rating,
      reviewerName: 'Client',
      sellerId,
      reviewedAt: at,
      reviewUpdatedAt: at,
    });
    await t.database.db.insert(reviews).values([review(zoe, 5), review(zoe, 4), review(yann, 3)]);
    const [campaign] = await t.database.db
      .insert(campaigns)
      .values({
        organizationId: org.organizationId,
        title: 'Spring',
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        rewardMode: 'target',
        rewardRule: 'all_reaching_goal',
      })
      .returning();
    // An archived campaign is withdrawn: it still counts among Yann's campaigns, not as active.
    const [archived] = await t.database.db
      .insert(campaigns)
      .values({
        organizationId: org.organizationId,
        title: 'Withdrawn',
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        rewardMode: 'target',
        rewardRule: 'all_reaching_goal',
        archivedAt: new Date('2026-02-01T00:00:00Z'),
      })
      .returning();
    await t.database.db.insert(campaignParticipants).values([
      { campaignId: campaign!.id, userId: yann, organizationId: org.organizationId },
      { campaignId: archived!.id, userId: yann, organizationId: org.organizationId },
    ]);

    const byRating = await call('GET', '/manager/sellers?sort=average_rating&direction=desc', token);
    expect(byRating.body.data.sellers.slice(0, 2).map((s: { id: string }) => s.id)).toEqual([zoe, yann]);
    expect(byRating.body.data.sellers[0]).toMatchObject({ average_rating: 4.5, total_reviews: 2, active_campaigns: 0 });
    expect(byRating.body.data.sellers[1]).toMatchObject({ active_campaigns: 1, total_campaigns: 2 });
    expect(byRating.body.data.stats).toEqual({
      members: 4,
      active_members: 4,
      average_rating: 4,
      reviews_collected: 3,
    });
    const byCampaigns = await call('GET', '/manager/sellers?sort=total_campaigns&direction=desc', token);
    expect(byCampaigns.body.data.sellers[0].id).toBe(yann);

    const search = await call('GET', '/manager/sellers?search=zoé%20alp', token);
    expect(search.body.data.sellers.map((s: { id: string }) => s.id)).toEqual([zoe]);
    expect(search.body.data.pagination).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 10,
      from: 1,
      to: 1,
      total: 1,
    });
    const wildcard = await call('GET', '/manager/sellers?search=%25', token);
    expect(wildcard.body.data.pagination.total).toBe(0);

    const page2 = await call('GET', '/manager/sellers?per_page=3&page=2&sort=last_name', token);
    expect(page2.body.data.pagination).toEqual({
      current_page: 2,
      last_page: 2,
      per_page: 3,
      from: 4,
      to: 4,
      total: 4,
    });
    expect((await call('GET', '/manager/sellers?sort=salary', token)).status).toBe(422);
  });
});

describe('editing and deleting a seller', () => {
  it("should update a seller; a manager's edit leaves the locations they cannot see", async () => {
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

describe('QR customization and the seller tools', () => {
  it('should store colours, name and a re-encoded logo, and show them to the seller', async () => {
    const saved = await call('POST', `/manager/sellers/${team.seller.id}/qr`, manager, {
      primary_color: '#AA0000',
      secondary_color: '#fafafa',
      name: 'Camille – Port',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('The QR code has been saved.');
    expect(saved.body.data.qr).toMatchObject({
      primary_color: '#aa0000',
      secondary_color: '#fafafa',
      name: 'Camille – Port',
    });
    const wrong = await call('POST', `/manager/sellers/${team.seller.id}/qr`, manager, {
      primary_color: 'red',
      secondary_color: '#fafafa',
      name: 'x',
    });
    expect(wrong.body.errors).toEqual({ primary_color: ['Please fill out the primary colour correctly'] });

    const body = multipart('logo', 'logo.png', 'image/png', pngWithMetadata());
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/manager/sellers/${team.seller.id}/qr-logo`,
      headers: { authorization: `Bearer ${manager}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.qr.logo).toMatch(/^\/api\/uploads\/.+\.png$/);
    const junk = multipart('logo', 'logo.png', 'image/png', Buffer.from('not an image'));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/manager/sellers/${team.seller.id}/qr-logo`,
      headers: { authorization: `Bearer ${manager}`, 'content-type': junk.contentType },
      payload: junk.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['logo']);

    // The fixture ties the seller without a code; the application always gives one.
    await t.database.db
      .update(userLocations)
      .set({ collectionCode: 'c0ffee000001' })
      .where(and(eq(userLocations.userId, team.seller.id), eq(userLocations.locationId, managerLocation)));
    const tools = await call('GET', '/seller/tools', seller);
    expect(tools.status).toBe(200);
    expect(tools.body.data.qr).toMatchObject({ primary_color: '#aa0000', name: 'Camille – Port' });
    expect(tools.body.data.links).toEqual([
      expect.objectContaining({
        location_id: managerLocation,
        code: 'c0ffee000001',
        path: `/reviews/${managerLocation}/c0ffee000001`,
      }),
    ]);
    expect((await call('GET', '/seller/tools', manager)).status).toBe(403);
  });
});
