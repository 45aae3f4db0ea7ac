import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CardDeclinedError, InvalidCouponError, InvalidVatNumberError, PaymentNotFoundError, PaymentRequestError } from './payments.errors.ts';
import type { PaymentProvider } from './payments.types.ts';
import { createStripePayments } from './stripePayments.ts';
import { type FakeStripeServer, startFakeStripeServer } from './testing/fakeStripeServer.ts';

const NOW = new Date('2026-03-10T09:00:00Z');
const PRICES = {
  essential: { month: 'price_essential_month', year: 'price_essential_year' },
  pro: { month: 'price_pro_month', year: 'price_pro_year' },
  network: { month: 'price_network_month', year: 'price_network_year' },
};
const ADDRESS = { line1: '1 rue de Rivoli', postalCode: '75001', city: 'Paris', country: 'FR' };

let fake: FakeStripeServer;
let payments: PaymentProvider;

beforeEach(async () => {
  fake = await startFakeStripeServer({
    now: () => NOW,
    promotionCodes: [
      { code: 'WELCOME20', coupon: { id: 'welcome20', percent_off: 20, duration: 'once', name: 'Welcome' } },
      { code: 'PARTNER10', coupon: { id: 'partner10', amount_off: 1000, duration: 'forever' } },
      { code: 'EXPIRED', coupon: { id: 'old', percent_off: 10, duration: 'once' }, expires_at: Date.parse('2026-01-01') / 1000 },
    ],
  });
  payments = createStripePayments({
    secretKey: 'sk_test_starcrew',
    webhookSecret: 'whsec_test',
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

async function customer(country = 'FR', vatNumber?: string) {
  return payments.ensureCustomer({
    organizationId: 'org_1',
    email: 'billing@boulangerie.fr',
    name: 'Boulangerie Martin',
    country,
    address: { ...ADDRESS, country },
    ...(vatNumber ? { vatNumber } : {}),
  });
}

describe('createStripePayments', () => {
  it('creates a customer with its address, organization and EU VAT id', async () => {
    const created = await customer('DE', 'DE 123 456 789');

    expect(created).toMatchObject({ organizationId: 'org_1', country: 'DE', vatNumber: 'DE123456789' });
    const request = fake.requests.find((r) => r.path === '/v1/customers')!;
    expect(request.body).toMatchObject({
      metadata: { organization_id: 'org_1' },
      address: { country: 'DE', postal_code: '75001' },
      tax_id_data: [{ type: 'eu_vat', value: 'DE123456789' }],
    });
    expect(request.headers['idempotency-key']).toMatch(/^customer-org_1-/);
    expect(request.headers['stripe-version']).toBe('2026-10-28.endive');
  });

  it('updates the existing customer and replaces its VAT id instead of creating another', async () => {
    const first = await customer('DE', 'DE123456789');
    await payments.ensureCustomer({ organizationId: 'org_1', email: 'new@x.de', name: 'X', country: 'DE', address: { ...ADDRESS, country: 'DE' }, vatNumber: 'DE999999999', customerId: first.id });

    expect(fake.state.customers.size).toBe(1);
    expect(fake.state.taxIds.get(first.id)!.map((t) => t['value'])).toEqual(['DE999999999']);
  });

  it('refuses a malformed VAT number before calling Stripe', async () => {
    await expect(customer('DE', 'DE12')).rejects.toBeInstanceOf(InvalidVatNumberError);
    expect(fake.requests).toHaveLength(0);
  });

  it('creates a SetupIntent for off-session card payments', async () => {
    const { id } = await customer();
    const intent = await payments.createSetupIntent(id);

    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.setupIntentId}_secret_`));
    expect(fake.requests.at(-1)!.body).toMatchObject({ customer: id, usage: 'off_session' });
  });

  it('creates a 14-day trial billed per active location, with automatic tax', async () => {
    const { id } = await customer();
    const sub = await payments.createSubscription({ customerId: id, plan: 'pro', interval: 'month', quantity: 3, trial: true, paymentMethodId: 'pm_card_visa', idempotencyKey: 'sub-org_1-1' });

    expect(sub).toMatchObject({ plan: 'pro', interval: 'month', quantity: 3, status: 'trialing', trialEnd: '2026-03-24T09:00:00.000Z', cancelAtPeriodEnd: false, paymentMethodId: 'pm_card_visa' });
    const request = fake.requests.at(-1)!;
    expect(request.body).toMatchObject({
      items: [{ price: 'price_pro_month', quantity: '3' }],
      trial_period_days: '14',
      automatic_tax: { enabled: 'true' },
      payment_behavior: 'error_if_incomplete',
    });
    expect(request.headers['idempotency-key']).toBe('sub-org_1-1');
  });

  it('sends no trial when none is granted and charges at once', async () => {
    const { id } = await customer();
    const sub = await payments.createSubscription({ customerId: id, plan: 'essential', interval: 'year', quantity: 1, trial: false, paymentMethodId: 'pm_card_visa' });

    expect(sub).toMatchObject({ status: 'active', trialEnd: null, currentPeriodEnd: '2027-03-10T09:00:00.000Z' });
    expect(fake.requests.at(-1)!.body['trial_period_days']).toBeUndefined();
  });

  it('applies a coupon through its promotion code', async () => {
    const { id } = await customer();
    const sub = await payments.createSubscription({ customerId: id, plan: 'pro', interval: 'month', quantity: 2, trial: false, couponCode: 'welcome20', paymentMethodId: 'pm_card_visa' });

    expect(sub.couponCode).toBe('WELCOME20');
    const promoId = fake.state.promotionCodes.find((p) => p.code === 'WELCOME20')!.id;
    expect(fake.requests.at(-1)!.body['discounts']).toEqual([{ promotion_code: promoId }]);
    const [invoice] = await payments.listInvoices(id);
    expect(invoice).toMatchObject({ subtotal: 11800, discount: 2360, tax: 1888, taxRate: 20, total: 11328 });
  });

  it('refuses an unknown or expired coupon with a typed error', async () => {
    const { id } = await customer();
    const input = { customerId: id, plan: 'pro' as const, interval: 'month' as const, quantity: 1, trial: false, paymentMethodId: 'pm_card_visa' };

    await expect(payments.createSubscription({ ...input, couponCode: 'NOPE' })).rejects.toBeInstanceOf(InvalidCouponError);
    await expect(payments.createSubscription({ ...input, couponCode: 'EXPIRED' })).rejects.toBeInstanceOf(InvalidCouponError);
    expect(fake.state.subscriptions.size).toBe(0);
  });

  it('validates coupons: percent once, amount forever, unknown and expired null', async () => {
    expect(await payments.validateCoupon('WELCOME20')).toEqual({ code: 'WELCOME20', name: 'Welcome', discount: { type: 'percent', percentOff: 20 }, duration: 'once', durationInMonths: null });
    expect(await payments.validateCoupon('partner10')).toMatchObject({ discount: { type: 'amount', amountOff: 1000, currency: 'eur' }, duration: 'forever' });
    expect(await payments.validateCoupon('NOPE')).toBeNull();
    expect(await payments.validateCoupon('EXPIRED')).toBeNull();
  });

  it('updates the quantity with prorations and keeps the item', async () => {
    const { id } = await customer();
    const sub = await payments.createSubscription({ customerId: id, plan: 'pro', interval: 'month', quantity: 2, trial: false, paymentMethodId: 'pm_card_visa' });
    const updated = await payments.updateSubscription(sub.id, { quantity: 5 });

    expect(updated.quantity).toBe(5);
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/v1/subscriptions/${sub.id}`);
    expect(request.body).toMatchObject({ proration_behavior: 'create_prorations', items: [{ id: expect.stringMatching(/^si_/), price: 'price_pro_month', quantity: '5' }] });
  });

  it('changes plan and interval through the price of the catalogue', async () => {
    const { id } = await customer();
    const sub = await payments.createSubscription({ customerId: id, plan: 'essential', interval: 'month', quantity: 1, trial: true, paymentMethodId: 'pm_card_visa' });
    const updated = await payments.updateSubscription(sub.id, { plan: 'network', interval: 'year' });

    expect(updated).toMatchObject({ plan: 'network', interval: 'year', quantity: 1 });
  });

  it('cancels at period end, or at once with DELETE', async () => {
    const { id } = await customer();
    const input = { customerId: id, plan: 'pro' as const, interval: 'month' as const, quantity: 1, trial: false, paymentMethodId: 'pm_card_visa' };
    const later = await payments.cancelSubscription((await payments.createSubscription(input)).id, { atPeriodEnd: true });
    const now = await payments.cancelSubscription((await payments.createSubscription(input)).id, { atPeriodEnd: false });

    expect(later).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(now).toMatchObject({ status: 'canceled', canceledAt: NOW.toISOString() });
    expect(fake.requests.at(-1)!.method).toBe('DELETE');
    expect(await payments.retrieveSubscription(later.id)).toEqual(later);
  });

  it('maps invoices: amounts excluding tax, VAT, period of the line, hosted and PDF links', async () => {
    const { id } = await customer();
    await payments.createSubscription({ customerId: id, plan: 'network', interval: 'month', quantity: 2, trial: false, paymentMethodId: 'pm_card_visa' });
    const [invoice] = await payments.listInvoices(id);

    expect(invoice).toMatchObject({
      status: 'paid',
      currency: 'eur',
      subtotal: 19800,
      discount: 0,
      tax: 3960,
      taxRate: 20,
      reverseCharge: false,
      total: 23760,
      amountPaid: 23760,
      periodStart: '2026-03-10T09:00:00.000Z',
      periodEnd: '2026-04-10T09:00:00.000Z',
      paidAt: NOW.toISOString(),
      billedTo: { name: 'Boulangerie Martin', email: 'billing@boulangerie.fr', vatNumber: null },
    });
    expect(invoice!.lines).toEqual([expect.objectContaining({ quantity: 2, unitAmount: 9900, amount: 19800, proration: false })]);
    expect(invoice!.hostedInvoiceUrl).toMatch(/^https:\/\//);
    expect(invoice!.pdfUrl).toMatch(/pdf$/);
  });

  it('reports reverse charge for an EU business with a VAT id', async () => {
    const { id } = await customer('DE', 'DE123456789');
    await payments.createSubscription({ customerId: id, plan: 'pro', interval: 'month', quantity: 1, trial: false, paymentMethodId: 'pm_card_visa' });
    const [invoice] = await payments.listInvoices(id);

    expect(invoice).toMatchObject({ tax: 0, taxRate: 0, reverseCharge: true, total: 5900, billedTo: { vatNumber: 'DE123456789' } });
  });

  it('previews the price with coupon and tax from customer details', async () => {
    const preview = await payments.previewInvoice({ plan: 'pro', interval: 'year', quantity: 2, couponCode: 'PARTNER10', vat: { country: 'FR' } });

    expect(preview).toEqual({ subtotal: 118000, discount: 1000, tax: 23400, taxRate: 20, total: 140400, currency: 'eur' });
    expect(fake.requests.at(-1)!.body).toMatchObject({ customer_details: { address: { country: 'FR' } }, automatic_tax: { enabled: 'true' } });
  });

  it('turns a declined first payment into CardDeclinedError with Stripe message', async () => {
    const { id } = await customer();
    const attempt = payments.createSubscription({ customerId: id, plan: 'pro', interval: 'month', quantity: 1, trial: false, paymentMethodId: 'pm_card_chargeDeclined' });

    await expect(attempt).rejects.toBeInstanceOf(CardDeclinedError);
    await expect(attempt).rejects.toMatchObject({ message: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline' });
  });

  it('turns an unknown price or id into typed request errors', async () => {
    const broken = createStripePayments({ secretKey: 'sk_test_x', webhookSecret: 'whsec', prices: { ...PRICES, pro: { month: 'price_gone', year: 'price_gone' } }, host: fake.host, port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
    const { id } = await customer();

    const attempt = broken.createSubscription({ customerId: id, plan: 'pro', interval: 'month', quantity: 1, trial: false, paymentMethodId: 'pm_card_visa' });
    await expect(attempt).rejects.toBeInstanceOf(PaymentRequestError);
    await expect(attempt).rejects.toMatchObject({ param: 'items[0][price]', message: "No such price: 'price_gone'" });
    await expect(payments.retrieveSubscription('sub_missing')).rejects.toBeInstanceOf(PaymentNotFoundError);
  });
});
