import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, signIn, type Team } from '../../../test/fixtures.ts';
import { billingClient, frenchCompany } from './billing.fixtures.ts';

let t: TestApp;
let a: Team;
let b: Team;
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([
    createTeam(t.database.db, 'Org A', { subscribed: false }),
    createTeam(t.database.db, 'Org B', { subscribed: false }),
  ]);
});
afterAll(() => t.close());

describe('billing tenant isolation', () => {
  it("should answer 404 on another organization's subscription and locations, and change nothing there", async () => {
    const ownerA = billingClient(t.app, await signIn(t.app, a.owner.email));
    await ownerA.call('POST', '/manager/billing-info', frenchCompany);
    const started = await ownerA.subscribe('pro', 'month');
    const id = started.body.data.subscription.id as string;

    const ownerB = billingClient(t.app, await signIn(t.app, b.owner.email));
    await ownerB.call('POST', '/manager/billing-info', { ...frenchCompany, company_name: 'B SAS' });
    expect((await ownerB.call('GET', `/manager/subscription-info/${id}`)).status).toBe(404);
    expect((await ownerB.call('POST', `/manager/cancel-subscription/${id}`, { reason: 'other' })).status).toBe(404);
    const aLocations = await t.database.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.organizationId, a.organizationId));
    const activate = await ownerB.call('POST', '/manager/network-plans', {
      location_ids: aLocations.map((l) => l.id),
      plan: 'pro',
      interval: 'month',
      payment_method_id: 'pm_x',
    });
    expect(activate.status).toBe(404);

    expect((await ownerB.call('GET', '/manager/current-plan')).body.data.subscription).toBeNull();
    expect((await ownerB.call('GET', '/manager/invoices')).body.pagination.total).toBe(0);
    expect((await ownerB.call('GET', '/manager/billing-info')).body.data.profile.company_name).toBe('B SAS');
    const stillA = await ownerA.call('GET', `/manager/subscription-info/${id}`);
    expect(stillA.body.data.subscription.status).toBe('active');
    const rows = await t.database.db.select().from(locations).where(eq(locations.organizationId, a.organizationId));
    expect(rows.every((l) => l.licenseStatus === 'inactive')).toBe(true);
  });

  it("should answer 404 to a card or a 3-D Secure approval on another organization's SetupIntent, and leave it be", async () => {
    const ownerA = billingClient(t.app, await signIn(t.app, a.owner.email));
    await ownerA.call('POST', '/manager/billing-info', frenchCompany);
    const intent = await ownerA.call('POST', '/manager/subscriptions/setup-intent');
    const id = intent.body.data.setup_intent_id as string;
    const card = { setup_intent_id: id, number: '4000002760003184', exp_month: 12, exp_year: 2040, cvc: '123' };
    expect((await ownerA.call('POST', '/manager/payments/sandbox/card', card)).body.data.status).toBe(
      'requires_action',
    );

    const ownerB = billingClient(t.app, await signIn(t.app, b.owner.email));
    await ownerB.call('POST', '/manager/billing-info', { ...frenchCompany, company_name: 'B SAS' });
    const visa = { ...card, number: '4242424242424242' };
    expect((await ownerB.call('POST', '/manager/payments/sandbox/card', visa)).status).toBe(404);
    expect((await ownerB.call('POST', `/manager/payments/sandbox/authenticate/${id}`, { approve: true })).status).toBe(
      404,
    );
    expect((await ownerB.call('POST', `/manager/payments/sandbox/authenticate/${id}`, { approve: false })).status).toBe(
      404,
    );

    // A's card step is where A left it: its own approval still completes it.
    const approved = await ownerA.call('POST', `/manager/payments/sandbox/authenticate/${id}`, { approve: true });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'succeeded', card: { last4: '3184' } });
  });
});
