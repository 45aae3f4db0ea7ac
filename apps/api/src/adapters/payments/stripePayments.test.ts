import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidVatNumberError } from './payments.errors.ts';
import { NOW, startStripeHarness } from './testing/stripeHarness.ts';

let h: Awaited<ReturnType<typeof startStripeHarness>>;

beforeEach(async () => {
  h = await startStripeHarness();
});

afterEach(async () => {
  await h.close();
});

describe('createStripePayments: customers and subscriptions', () => {
  it('creates a customer with its address, organization and EU VAT id', async () => {
    const created = await h.customer('DE', 'DE 123 456 789');

    expect(created).toMatchObject({ organizationId: 'org_1', country: 'DE', vatNumber: 'DE123456789' });
    const request = h.fake.requests.find((r) => r.path === '/v1/customers')!;
    expect(request.body).toMatchObject({
      metadata: { organization_id: 'org_1' },
      address: { country: 'DE', postal_code: '75001' },
      tax_id_data: [{ type: 'eu_vat', value: 'DE123456789' }],
    });
    expect(request.headers['idempotency-key']).toMatch(/^customer-org_1-/);
    expect(request.headers['stripe-version']).toBe('2026-10-28.endive');
  });

  it('updates the existing customer and replaces its VAT id instead of creating another', async () => {
    const first = await h.customer('DE', 'DE123456789');
    await h.payments.ensureCustomer({
      organizationId: 'org_1',
      email: 'new@x.de',
      name: 'X',
      country: 'DE',
      address: { line1: 'Unter den Linden 1', postalCode: '10117', city: 'Berlin', country: 'DE' },
      vatNumber: 'DE999999999',
      customerId: first.id,
    });

    expect(h.fake.state.customers.size).toBe(1);
    expect(h.fake.state.taxIds.get(first.id)!.map((t) => t['value'])).toEqual(['DE999999999']);
  });

  it('refuses a malformed VAT number before calling Stripe', async () => {
    await expect(h.customer('DE', 'DE12')).rejects.toBeInstanceOf(InvalidVatNumberError);
    expect(h.fake.requests).toHaveLength(0);
  });

  it('creates a SetupIntent for off-session card payments', async () => {
    const { id } = await h.customer();
    const intent = await h.payments.createSetupIntent(id);

    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.setupIntentId}_secret_`));
    expect(h.fake.requests.at(-1)!.body).toMatchObject({ customer: id, usage: 'off_session' });
  });

  it('creates a 14-day trial billed per active location, with automatic tax', async () => {
    const { id } = await h.customer();
    const sub = await h.payments.createSubscription({
      customerId: id,
      plan: 'pro',
      interval: 'month',
      quantity: 3,
      trial: true,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: 'sub-org_1-1',
    });

    expect(sub).toMatchObject({
      plan: 'pro',
      interval: 'month',
      quantity: 3,
      status: 'trialing',
      trialEnd: '2026-03-24T09:00:00.000Z',
      cancelAtPeriodEnd: false,
      paymentMethodId: 'pm_card_visa',
    });
    const request = h.fake.requests.at(-1)!;
    expect(request.body).toMatchObject({
      items: [{ price: 'price_pro_month', quantity: '3' }],
      trial_period_days: '14',
      automatic_tax: { enabled: 'true' },
      payment_behavior: 'error_if_incomplete',
    });
    expect(request.headers['idempotency-key']).toBe('sub-org_1-1');
  });

  it('sends no trial when none is granted and charges at once', async () => {
    const { id } = await h.customer();
    const sub = await h.payments.createSubscription({
      customerId: id,
      plan: 'essential',
      interval: 'year',
      quantity: 1,
      trial: false,
      paymentMethodId: 'pm_card_visa',
    });

    expect(sub).toMatchObject({ status: 'active', trialEnd: null, currentPeriodEnd: '2027-03-10T09:00:00.000Z' });
    expect(h.fake.requests.at(-1)!.body['trial_period_days']).toBeUndefined();
  });

  it('updates the quantity with prorations and keeps the item', async () => {
    const { id } = await h.customer();
    const sub = await h.payments.createSubscription({
      customerId: id,
      plan: 'pro',
      interval: 'month',
      quantity: 2,
      trial: false,
      paymentMethodId: 'pm_card_visa',
    });
    const updated = await h.payments.updateSubscription(sub.id, { quantity: 5 });

    expect(updated.quantity).toBe(5);
    const request = h.fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/v1/subscriptions/${sub.id}`);
    expect(request.body).toMatchObject({
      proration_behavior: 'create_prorations',
      items: [{ id: expect.stringMatching(/^si_/), price: 'price_pro_month', quantity: '5' }],
    });
  });

  it('changes plan and interval through the price of the catalogue', async () => {
    const { id } = await h.customer();
    const sub = await h.payments.createSubscription({
      customerId: id,
      plan: 'essential',
      interval: 'month',
      quantity: 1,
      trial: true,
      paymentMethodId: 'pm_card_visa',
    });
    const updated = await h.payments.updateSubscription(sub.id, { plan: 'network', interval: 'year' });

    expect(updated).toMatchObject({ plan: 'network', interval: 'year', quantity: 1 });
  });

  it('cancels at period end, or at once with DELETE', async () => {
    const { id } = await h.customer();
    const input = {
      customerId: id,
      plan: 'pro' as const,
      interval: 'month' as const,
      quantity: 1,
      trial: false,
      paymentMethodId: 'pm_card_visa',
    };
    const later = await h.payments.cancelSubscription((await h.payments.createSubscription(input)).id, {
      atPeriodEnd: true,
    });
    const now = await h.payments.cancelSubscription((await h.payments.createSubscription(input)).id, {
      atPeriodEnd: false,
    });

    expect(later).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(now).toMatchObject({ status: 'canceled', canceledAt: NOW.toISOString() });
    expect(h.fake.requests.at(-1)!.method).toBe('DELETE');
    expect(await h.payments.retrieveSubscription(later.id)).toEqual(later);
  });
});
