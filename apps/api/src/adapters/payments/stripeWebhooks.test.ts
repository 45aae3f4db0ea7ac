import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payments.errors.ts';
import type { PaymentProvider } from './payments.types.ts';
import { createStripePayments } from './stripePayments.ts';
import { type FakeStripeServer, startFakeStripeServer } from './testing/fakeStripeServer.ts';
import { NOW, PRICES } from './testing/stripeHarness.ts';

const SECRET = 'whsec_test_secret';

let fake: FakeStripeServer;
let payments: PaymentProvider;

beforeEach(async () => {
  fake = await startFakeStripeServer({ now: () => NOW });
  payments = createStripePayments({
    secretKey: 'sk_test_x',
    webhookSecret: SECRET,
    prices: PRICES,
    host: fake.host,
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    now: () => NOW,
  });
});

afterEach(async () => {
  await fake.close();
});

/** Stripe's own signer, at a chosen time (seconds). */
function sign(payload: string, timestamp = Math.floor(NOW.getTime() / 1000), secret = SECRET): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

async function subscriptionObject() {
  const { id } = await payments.ensureCustomer({
    organizationId: 'org_1',
    email: 'a@b.fr',
    name: 'A',
    country: 'FR',
    address: { line1: 'x', postalCode: '75001', city: 'Paris', country: 'FR' },
  });
  const sub = await payments.createSubscription({
    customerId: id,
    plan: 'pro',
    interval: 'month',
    quantity: 2,
    trial: true,
    paymentMethodId: 'pm_card_visa',
  });
  return { sub: fake.state.subscription(sub.id), customerId: id };
}

describe('parseWebhook (Stripe)', () => {
  it('accepts a signed subscription event and maps it to our terms', async () => {
    const { sub } = await subscriptionObject();
    const body = JSON.stringify(fake.event('customer.subscription.updated', sub));

    const event = await payments.parseWebhook(body, sign(body));

    expect(event).toMatchObject({
      type: 'subscription.updated',
      occurredAt: NOW.toISOString(),
      subscription: { id: sub['id'], plan: 'pro', quantity: 2, status: 'trialing' },
    });
  });

  it('reads a deleted subscription as canceled', async () => {
    const { sub } = await subscriptionObject();
    const body = JSON.stringify(
      fake.event('customer.subscription.deleted', { ...sub, status: 'canceled', canceled_at: 1_773_000_000 }),
    );

    const event = await payments.parseWebhook(Buffer.from(body), sign(body));

    expect(event).toMatchObject({ type: 'subscription.updated', subscription: { status: 'canceled' } });
  });

  it('maps invoice.paid and invoice.payment_failed', async () => {
    const { customerId } = await subscriptionObject();
    const invoice = fake.state.invoices.find((i) => i['customer'] === customerId)!;
    const paid = JSON.stringify(fake.event('invoice.paid', invoice));
    const failed = JSON.stringify(fake.event('invoice.payment_failed', { ...invoice, status: 'open' }));

    expect(await payments.parseWebhook(paid, sign(paid))).toMatchObject({
      type: 'invoice.paid',
      invoice: { id: invoice['id'], status: 'paid' },
    });
    expect(await payments.parseWebhook(failed, sign(failed))).toMatchObject({
      type: 'invoice.payment_failed',
      invoice: { status: 'open' },
    });
  });

  it('maps invoice.payment_action_required (a renewal waiting for 3-D Secure)', async () => {
    const { customerId } = await subscriptionObject();
    const invoice = fake.state.invoices.find((i) => i['customer'] === customerId)!;
    const body = JSON.stringify(fake.event('invoice.payment_action_required', { ...invoice, status: 'open' }));

    expect(await payments.parseWebhook(body, sign(body))).toMatchObject({
      type: 'invoice.payment_action_required',
      invoice: { id: invoice['id'], status: 'open' },
    });
  });

  it('acknowledges other event types without acting on them', async () => {
    const body = JSON.stringify(fake.event('customer.created', { id: 'cus_1', object: 'customer' }));

    expect(await payments.parseWebhook(body, sign(body))).toMatchObject({
      type: 'ignored',
      providerType: 'customer.created',
    });
  });

  it('rejects a tampered body', async () => {
    const { sub } = await subscriptionObject();
    const body = JSON.stringify(fake.event('customer.subscription.updated', sub));
    const header = sign(body);

    await expect(payments.parseWebhook(body.replace('"quantity":2', '"quantity":9'), header)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it('rejects a timestamp older than the tolerance (replay)', async () => {
    const body = JSON.stringify(fake.event('customer.created', { id: 'cus_1' }));
    const tenMinutesAgo = Math.floor(NOW.getTime() / 1000) - 600;

    await expect(payments.parseWebhook(body, sign(body, tenMinutesAgo))).rejects.toThrow(/tolerance/);
  });

  it('rejects another secret, a missing header and a malformed one', async () => {
    const body = JSON.stringify(fake.event('customer.created', { id: 'cus_1' }));

    await expect(payments.parseWebhook(body, sign(body, undefined, 'whsec_other'))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(payments.parseWebhook(body, undefined)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(payments.parseWebhook(body, 'garbage')).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
