import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments } from '../../adapters/payments/index.ts';
import { PRICES, startStripeHarness } from '../../adapters/payments/testing/stripeHarness.ts';
import { billingEvents, invoices, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, signIn, type Team } from '../../../test/fixtures.ts';
import { billingClient, frenchCompany } from './billing.fixtures.ts';

const SECRET = 'whsec_test';
let harness: Awaited<ReturnType<typeof startStripeHarness>>;
let t: TestApp;
let team: Team;

beforeAll(async () => {
  harness = await startStripeHarness();
  t = await createTestApp({
    payments: {
      stripeSecretKey: 'sk_test_starcrew',
      stripeWebhookSecret: SECRET,
      stripePrices: PRICES,
      stripeApi: harness.connection,
    },
  });
  team = await createTeam(t.database.db, 'Org webhooks', { subscribed: false });
});
afterAll(async () => {
  await t.close();
  await harness.close();
});

/** Stripe's own signer, at the current time (the app's adapter uses the real clock). */
const deliver = (
  body: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });

/** A fixed permutation, so a failure can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('Stripe webhooks on the server', () => {
  it('should refuse an unsigned or tampered body with 400', async () => {
    const body = JSON.stringify(harness.fake.event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect((await deliver(body, 'garbage')).statusCode).toBe(400);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' });
    expect((await deliver(body, signed)).statusCode).toBe(400);
  });

  it('should reach the same final state when each event comes 3 times in shuffled order', async () => {
    const owner = billingClient(t.app, await signIn(t.app, team.owner.email));
    expect((await owner.call('POST', '/manager/billing-info', frenchCompany)).status).toBe(200);
    const started = await owner.call('POST', '/manager/subscriptions', {
      plan: 'pro',
      interval: 'month',
      payment_method_id: 'pm_card_visa',
    });
    expect(started.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, team.organizationId));
    const providerId = row!.providerSubscriptionId;
    const stale = harness.fake.event('customer.subscription.created', harness.fake.state.subscription(providerId));

    // The subscription changes at Stripe (outside our calls): the newer event says so.
    const direct = createStripePayments({
      secretKey: 'sk_test_starcrew',
      webhookSecret: SECRET,
      prices: PRICES,
      ...harness.connection,
    });
    await direct.updateSubscription(providerId, { quantity: 4 });
    const fresh = harness.fake.event('customer.subscription.updated', harness.fake.state.subscription(providerId));
    // The proration invoice Stripe issued for the change.
    const invoice = harness.fake.state.invoices.at(-1)!;
    expect(invoice).toBeDefined();
    const paid = harness.fake.event('invoice.paid', invoice);
    const actionRequired = harness.fake.event('invoice.payment_action_required', invoice);
    const ignored = harness.fake.event('customer.created', { id: 'cus_y', object: 'customer' });
    const events = [fresh, paid, actionRequired, ignored, stale].map((e) => JSON.stringify(e));

    // The stale snapshot is delivered last on purpose, then everything twice more in shuffled order.
    const deliveries = [...events, ...shuffled(events, 7), ...shuffled(events, 42)];
    for (const body of deliveries) expect((await deliver(body)).statusCode).toBe(200);
    await t.app.jobs.drain();

    const [after] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, team.organizationId));
    expect(after).toMatchObject({ quantity: 4, plan: 'pro', status: 'trialing' });
    const [processed] = await t.database.db.select({ n: count() }).from(billingEvents);
    expect(processed?.n).toBe(5);
    const stored = await t.database.db.select().from(invoices).where(eq(invoices.organizationId, team.organizationId));
    expect(stored.map((i) => i.providerInvoiceId)).toContain(invoice['id']);
  });
});
