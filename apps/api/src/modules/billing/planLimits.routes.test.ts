import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  competitors,
  locations,
  sandboxPaymentRecords,
  subscriptions,
  userLocations,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, createUser, signIn, type Team } from '../../../test/fixtures.ts';
import { billingClient, frenchCompany } from './billing.fixtures.ts';

/**
 * Issue #7 section 3: a change to a plan (or a number of locations) too small for what the
 * organization has is a 422 on the field that chose it, and the provider is never called.
 */
let t: TestApp;
let team: Team;
let owner: ReturnType<typeof billingClient>;
let token: string;
let locationIds: string[];
/** The sellers added at the first location. */
let extra: string[] = [];

/** The sandbox provider's whole state: a refused change must leave it as it was. */
const sandboxState = () => t.database.db.select().from(sandboxPaymentRecords).orderBy(asc(sandboxPaymentRecords.key));
const subscriptionRows = () => t.database.db.select().from(subscriptions).orderBy(asc(subscriptions.id));

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t.database.db, 'Org limits', { subscribed: false });
  // The first location: the manager and 6 sellers, 7 members (the owner does not count), above
  // Essential's 5 per location; the second has one seller.
  const [first] = await t.database.db.select().from(userLocations).where(eq(userLocations.userId, team.seller.id));
  extra = [];
  for (let i = 0; i < 5; i += 1)
    extra.push((await createUser(t.database.db, { organizationId: team.organizationId, role: 'seller' })).id);
  await t.database.db
    .insert(userLocations)
    .values(extra.map((userId) => ({ userId, locationId: first!.locationId, organizationId: team.organizationId })));
  token = await signIn(t.app, team.owner.email);
  owner = billingClient(t.app, token);
  await owner.call('POST', '/manager/billing-info', frenchCompany);
  locationIds = (
    await t.database.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.organizationId, team.organizationId))
      .orderBy(asc(locations.createdAt), asc(locations.id))
  ).map((l) => l.id);
});
afterAll(() => t.close());

describe('plan changes against current usage', () => {
  it('should say on the plans list which plans are too small, and why', async () => {
    const { status, body } = await owner.call('GET', '/manager/plans');
    expect(status).toBe(200);
    expect(body.pageData.usage).toEqual({ members: 7, running_campaigns: 0, competitors: 0 });
    expect(body.data.map((p: { id: string; fits: boolean }) => [p.id, p.fits])).toEqual([
      ['essential', false],
      ['pro', true],
      ['network', true],
    ]);
    expect(body.data[0].exceeded).toEqual([{ resource: 'members', count: 7, limit: 5 }]);
  });

  it('should refuse to subscribe to a plan too small, on `plan`, in en and fr, with the provider untouched', async () => {
    const card = await owner.card();
    const before = await sandboxState();
    const refused = await owner.call('POST', '/manager/subscriptions', {
      plan: 'essential',
      interval: 'month',
      payment_method_id: card.body.data.payment_method_id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.plan).toEqual([
      'The Essential plan allows up to 5 team members per location, and one of your locations has 7.',
    ]);
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/v1/manager/subscriptions',
      headers: { ...bearer(token), 'accept-language': 'fr' },
      payload: { plan: 'essential', interval: 'month', payment_method_id: card.body.data.payment_method_id },
    });
    expect(french.statusCode).toBe(422);
    expect(french.json().errors.plan).toEqual([
      "L'offre Essential permet jusqu'à 5 membres d'équipe par établissement, et l'un de vos établissements en a 7.",
    ]);
    expect(await sandboxState()).toEqual(before);
    expect(await subscriptionRows()).toEqual([]);
    // The trial is still there for the plan that fits.
    const pro = await owner.call('POST', '/manager/subscriptions', {
      plan: 'pro',
      interval: 'month',
      payment_method_id: card.body.data.payment_method_id,
    });
    expect(pro.status).toBe(200);
    expect(pro.body.data.subscription.trial_ends_at).not.toBeNull();
  });

  it('should refuse a change to a smaller plan, and allow one that lowers no limit', async () => {
    const before = { sandbox: await sandboxState(), rows: await subscriptionRows() };
    const refused = await owner.call('PATCH', '/manager/subscriptions', { plan: 'essential', interval: 'month' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['plan']);
    expect(refused.body.message).toBe(refused.body.errors.plan[0]);
    expect(await sandboxState()).toEqual(before.sandbox);
    expect(await subscriptionRows()).toEqual(before.rows);
    // The interval alone changes no limit.
    expect((await owner.call('PATCH', '/manager/subscriptions', { plan: 'pro', interval: 'year' })).status).toBe(200);
    expect((await owner.call('PATCH', '/manager/subscriptions', { plan: 'network', interval: 'year' })).status).toBe(
      200,
    );
  });

  it('should name every limit a change lowers below usage, competitors per location included', async () => {
    const [first] = locationIds as [string];
    await t.database.db.insert(competitors).values(
      Array.from({ length: 6 }, (_, i) => ({
        organizationId: team.organizationId,
        locationId: first,
        placeId: `place-${i}`,
        name: `Boulangerie ${i}`,
      })),
    );
    const refused = await owner.call('PATCH', '/manager/subscriptions', { plan: 'essential', interval: 'year' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.plan).toEqual([
      'The Essential plan allows up to 5 team members per location, and one of your locations has 7.',
      'The Essential plan allows up to 3 competitors per location, and one of your locations has 6.',
    ]);
    const pro = await owner.call('PATCH', '/manager/subscriptions', { plan: 'pro', interval: 'year' });
    expect(pro.status).toBe(422);
    expect(pro.body.errors.plan).toEqual([
      'The Pro plan allows up to 5 competitors per location, and one of your locations has 6.',
    ]);
    await t.database.db.delete(competitors).where(eq(competitors.organizationId, team.organizationId));
  });

  it('should refuse to start a subscription from My Networks while a location is full, on `location_ids`', async () => {
    const current = await owner.call('GET', '/manager/current-plan');
    await owner.call('POST', `/manager/cancel-subscription/${current.body.data.subscription.id}`, { reason: 'other' });
    const card = await owner.card();
    const before = await sandboxState();
    const request = (ids: string[]) =>
      owner.call('POST', '/manager/network-plans', {
        location_ids: ids,
        plan: 'essential',
        interval: 'month',
        payment_method_id: card.body.data.payment_method_id,
      });
    const refused = await request(locationIds.slice(0, 1));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.location_ids).toEqual([
      'The Essential plan allows up to 5 team members per location, and one of your locations has 7.',
    ]);
    expect(await sandboxState()).toEqual(before);
    const rows = await t.database.db.select().from(locations).where(eq(locations.organizationId, team.organizationId));
    expect(rows.every((l) => l.licenseStatus === 'inactive')).toBe(true);
    // More locations make no room at the full one: the limit is per location.
    const both = await request(locationIds);
    expect(both.status).toBe(422);
    expect(both.body.errors.location_ids).toEqual([
      'The Essential plan allows up to 5 team members per location, and one of your locations has 7.',
    ]);
    expect(await sandboxState()).toEqual(before);
    // Two sellers made inactive: 5 at the first location, Essential fits.
    await t.database.db
      .update(users)
      .set({ status: 'inactive' })
      .where(inArray(users.id, extra.slice(0, 2)));
    const fits = await request(locationIds);
    expect(fits.status).toBe(200);
    expect(fits.body.data).toMatchObject({ active_locations: 2, plan: { id: 'essential' } });
  });
});
