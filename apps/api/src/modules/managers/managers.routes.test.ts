import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, outboxFor, signIn, uniqueEmail, type Team } from '../../../test/fixtures.ts';
import { locations, subscriptions, userLocations, users } from '../../db/schema/index.ts';
import { caller } from '../sellers/sellers.fixtures.ts';

let t: TestApp;
let team: Team;
let foreign: Team;
let call: ReturnType<typeof caller>;
let owner: string;
let manager: string;
let seller: string;
let locationA: string;
let locationB: string;

const locationOf = async (userId: string) =>
  (await t.database.db.select().from(userLocations).where(eq(userLocations.userId, userId)))[0]!.locationId;

const locationsOfManager = async (userId: string) =>
  (await t.database.db.select().from(userLocations).where(eq(userLocations.userId, userId))).map((l) => l.locationId);

/** The token of the latest invitation link emailed to an address. */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await outboxFor(t.app, email);
  expect(mail?.template).toBe('managerInvitation');
  const token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail!.body_text)?.[1];
  if (!token) throw new Error(`no invitation link in ${mail!.body_text}`);
  return token;
}

const accept = (token: string, password = 'Manager-pass-7', locale = 'en') =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/v1/invitations/accept',
      headers: { 'accept-language': locale },
      payload: { token, password, password_confirmation: password },
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  team = await createTeam(t.database.db, 'Org managers');
  foreign = await createTeam(t.database.db, 'Org foreign managers');
  [owner, manager, seller] = await Promise.all([
    signIn(t.app, team.owner.email),
    signIn(t.app, team.manager.email),
    signIn(t.app, team.seller.email),
  ]);
  locationA = await locationOf(team.seller.id);
  locationB = await locationOf(team.otherSeller.id);
});
afterAll(() => t.close());

const newManager = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Inès',
  last_name: 'Moreau',
  email: uniqueEmail('ines'),
  location_ids: [locationA, locationB],
  ...overrides,
});

describe('managers', () => {
  it('should invite a manager tied to two locations, who sets a password once through the link', async () => {
    const input = newManager();
    const created = await call('POST', '/super-manager/managers', owner, input);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('The manager has been created.');
    expect(created.body.data).toMatchObject({ email: input.email, invitation: 'pending' });
    expect(created.body.data.locations.map((l: { id: string }) => l.id).sort()).toEqual([locationA, locationB].sort());

    const token = await invitationToken(input.email);
    const seen = await t.app.inject({ method: 'POST', url: '/api/v1/invitations/lookup', payload: { token } });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      first_name: 'Inès',
      email: input.email,
      organization_name: 'Org managers',
    });

    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('Your password has been set. You can now sign in.');
    const token2 = await signIn(t.app, input.email, 'Manager-pass-7');
    // Tied to both locations, the new manager sees both sellers.
    const sellers = await call('GET', '/manager/sellers?per_page=100', token2);
    expect(sellers.body.data.sellers.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([team.seller.id, team.otherSeller.id]),
    );

    const again = await accept(token, 'Another-pass-8');
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      token: ['This invitation link is invalid or has expired. Ask your account owner to send a new one.'],
    });
    const list = await call('GET', '/super-manager/managers', owner);
    expect(list.body.data.managers.find((m: { id: string }) => m.id === created.body.data.id).invitation).toBe(
      'accepted',
    );
    expect(
      (await call('POST', `/super-manager/managers/${created.body.data.id}/resend-invitation`, owner)).status,
    ).toBe(409);
  });

  it('should invalidate the previous link when the invitation is re-sent, and refuse a link after 7 days', async () => {
    const input = newManager({ location_ids: [locationA] });
    const id = (await call('POST', '/super-manager/managers', owner, input)).body.data.id as string;
    const first = await invitationToken(input.email);
    const resent = await call('POST', `/super-manager/managers/${id}/resend-invitation`, owner);
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('The invitation has been re-sent.');
    const second = await invitationToken(input.email);
    expect(second).not.toBe(first);
    expect((await accept(first)).status).toBe(422);

    t.setNow(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 + 60_000));
    try {
      const expired = await accept(second, 'Manager-pass-7', 'fr');
      expect(expired.status).toBe(422);
      expect(expired.body.errors.token).toEqual([
        "Ce lien d'invitation est invalide ou a expiré. Demandez au propriétaire du compte de vous en envoyer un nouveau.",
      ]);
      // The owner's session of a week ago has expired meanwhile.
      const later = await signIn(t.app, team.owner.email);
      const list = await call('GET', '/super-manager/managers?per_page=100', later);
      expect(list.body.data.managers.find((m: { id: string }) => m.id === id).invitation).toBe('expired');
    } finally {
      t.setNow(undefined);
    }
    expect((await accept(second)).status).toBe(200);
  });

  it('should let a manager of a connected organization skip the business profile connection', async () => {
    const profileOf = async (email: string, password: string) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
      return (response.json() as { data: { user: { business_profile_token: boolean } } }).data.user;
    };
    const unconnected = newManager({ password: 'Chosen-pass-9' });
    await call('POST', '/super-manager/managers', owner, unconnected);
    expect((await profileOf(unconnected.email, 'Chosen-pass-9')).business_profile_token).toBe(false);

    await t.database.db.update(users).set({ businessProfileToken: true }).where(eq(users.id, team.owner.id));
    const invited = newManager();
    expect((await call('POST', '/super-manager/managers', owner, invited)).status).toBe(200);
    expect((await accept(await invitationToken(invited.email))).status).toBe(200);
    expect((await profileOf(invited.email, 'Manager-pass-7')).business_profile_token).toBe(true);
  });

  it('should create a manager with a password who signs in at once', async () => {
    const input = newManager({ password: 'Chosen-pass-9' });
    const created = await call('POST', '/super-manager/managers', owner, input);
    expect(created.body.data.invitation).toBe('none');
    await signIn(t.app, input.email, 'Chosen-pass-9');
    expect(await outboxFor(t.app, input.email)).toEqual([]);
  });

  it('should validate in the spec words and refuse foreign locations', async () => {
    const empty = await call('POST', '/super-manager/managers', owner, {}, 'fr');
    expect(empty.status).toBe(422);
    expect(empty.body.errors.location_ids).toEqual(['Veuillez sélectionner au moins un établissement']);
    expect(empty.body.errors.first_name).toBeDefined();
    const foreignLocation = await locationOf(foreign.seller.id);
    const refused = await call(
      'POST',
      '/super-manager/managers',
      owner,
      newManager({ location_ids: [foreignLocation] }),
    );
    expect(refused.body.errors).toEqual({ location_ids: ['Please fill out the location correctly'] });
    const weak = await call('POST', '/super-manager/managers', owner, newManager({ password: 'short' }));
    expect(Object.keys(weak.body.errors)).toEqual(['password']);
  });

  it('should edit locations, remove, and keep it all to the owner of the organization', async () => {
    const id = (await call('POST', '/super-manager/managers', owner, newManager())).body.data.id as string;
    const edited = await call('POST', `/super-manager/managers/${id}`, owner, { location_ids: [locationB] });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('The manager has been updated.');
    expect(edited.body.data.locations.map((l: { id: string }) => l.id)).toEqual([locationB]);

    const foreignOwner = await signIn(t.app, foreign.owner.email);
    expect(
      (await call('POST', `/super-manager/managers/${id}`, foreignOwner, { location_ids: [locationB] })).status,
    ).toBe(404);
    expect((await call('DELETE', `/super-manager/managers/${id}`, foreignOwner)).status).toBe(404);
    expect((await call('DELETE', `/super-manager/managers/${team.seller.id}`, owner)).status).toBe(404);
    const foreignList = await call('GET', '/super-manager/managers?per_page=100', foreignOwner);
    expect(foreignList.body.data.managers.map((m: { id: string }) => m.id)).not.toContain(id);
    expect((await call('GET', '/super-manager/managers', manager)).status).toBe(403);
    expect((await call('POST', '/super-manager/managers', manager, newManager())).status).toBe(403);
    expect((await call('GET', '/super-manager/managers', seller)).status).toBe(403);

    const removed = await call('DELETE', `/super-manager/managers/${id}`, owner);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('The manager has been removed.');
    const list = await call('GET', '/super-manager/managers?per_page=100', owner);
    expect(list.body.data.managers.map((m: { id: string }) => m.id)).not.toContain(id);
  });

  it('should count managers as members at each of their locations under the plan', async () => {
    const small = await createTeam(t.database.db, 'Org essential managers');
    await t.database.db
      .update(subscriptions)
      .set({ plan: 'essential' })
      .where(eq(subscriptions.organizationId, small.organizationId));
    const token = await signIn(t.app, small.owner.email);
    const full = await locationOf(small.seller.id);
    const roomy = await locationOf(small.otherSeller.id);
    await t.database.db.update(locations).set({ title: 'Marseille Vieux-Port' }).where(eq(locations.id, full));
    // The first location has a manager and a seller: 3 more managers fill it (Essential: 5 per location).
    for (let i = 0; i < 3; i += 1) {
      expect((await call('POST', '/super-manager/managers', token, newManager({ location_ids: [full] }))).status).toBe(
        200,
      );
    }
    const refused = await call('POST', '/super-manager/managers', token, newManager({ location_ids: [full, roomy] }));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('PlanLimitReached');
    expect(refused.body.message).toBe(
      'Marseille Vieux-Port already has 5 team members, the most your Essential plan allows per location. Upgrade your plan to add more.',
    );
    const french = await call('POST', '/super-manager/managers', token, newManager({ location_ids: [full] }), 'fr');
    expect(french.body.message).toBe(
      "Marseille Vieux-Port compte déjà 5 membres d'équipe, le maximum par établissement de votre offre Essential. Passez à une offre supérieure pour en ajouter.",
    );
    // The organization's 7 members would have fitted 5 × 2 locations: the other location has room.
    const elsewhere = await call('POST', '/super-manager/managers', token, newManager({ location_ids: [roomy] }));
    expect(elsewhere.status).toBe(200);
    // Editing: joining the full location is refused; keeping one's own place there is not.
    const moved = await call('POST', `/super-manager/managers/${elsewhere.body.data.id}`, token, {
      location_ids: [roomy, full],
    });
    expect(moved.status).toBe(403);
    expect(moved.body.error).toBe('PlanLimitReached');
    expect((await locationsOfManager(elsewhere.body.data.id)).sort()).toEqual([roomy]);
    const stay = await call('POST', `/super-manager/managers/${small.manager.id}`, token, {
      location_ids: [full],
      first_name: 'Renée',
    });
    expect(stay.status).toBe(200);

    // The list tells the form what it weighs before sending.
    const list = await call('GET', '/super-manager/managers', token);
    expect(list.body.data.member_limits).toEqual({
      plan: 'Essential',
      per_location: 5,
      locations: expect.arrayContaining([
        { id: full, title: 'Marseille Vieux-Port', members: 5 },
        { id: roomy, title: expect.any(String), members: 2 },
      ]),
    });
  });
});
