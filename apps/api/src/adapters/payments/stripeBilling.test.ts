import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CardDeclinedError, InvalidCouponError, PaymentNotFoundError, PaymentRequestError } from './payments.errors.ts';
import { createStripePayments } from './stripePayments.ts';
import { NOW, PRICES, startStripeHarness } from './testing/stripeHarness.ts';

let h: Awaited<ReturnType<typeof startStripeHarness>>;

beforeEach(async () => {
  h = await startStripeHarness();
});

afterEach(async () => {
  await h.close();
});

describe('createStripePayments: coupons, invoices and errors', () => {
  it('applies a coupon through its promotion code', async () => {
    const { id } = await h.customer();
    const sub = await h.payments.createSubscription({
      customerId: id,
      plan: 'pro',
      interval: 'month',
      quantity: 2,
      trial: false,
      couponCode: 'welcome20',
      paymentMethodId: 'pm_card_visa',
    });

    expect(sub.couponCode).toBe('WELCOME20');
    const promoId = h.fake.state.promotionCodes.find((p) => p.code === 'WELCOME20')!.id;
    expect(h.fake.requests.at(-1)!.body['discounts']).toEqual([{ promotion_code: promoId }]);
    const [invoice] = await h.payments.listInvoices(id);
    expect(invoice).toMatchObject({ subtotal: 11800, discount: 2360, tax: 1888, taxRate: 20, total: 11328 });
  });

  it('refuses an unknown or expired coupon with a typed error', async () => {
    const { id } = await h.customer();
    const input = {
      customerId: id,
      plan: 'pro' as const,
      interval: 'month' as const,
      quantity: 1,
      trial: false,
      paymentMethodId: 'pm_card_visa',
    };

    await expect(h.payments.createSubscription({ ...input, couponCode: 'NOPE' })).rejects.toBeInstanceOf(
      InvalidCouponError,
    );
    await expect(h.payments.createSubscription({ ...input, couponCode: 'EXPIRED' })).rejects.toBeInstanceOf(
      InvalidCouponError,
    );
    expect(h.fake.state.subscriptions.size).toBe(0);
  });

  it('validates coupons: percent once, amount forever, unknown and expired null', async () => {
    expect(await h.payments.validateCoupon('WELCOME20')).toEqual({
      code: 'WELCOME20',
      name: 'Welcome',
      discount: { type: 'percent', percentOff: 20 },
      duration: 'once',
      durationInMonths: null,
    });
    expect(await h.payments.validateCoupon('partner10')).toMatchObject({
      discount: { type: 'amount', amountOff: 1000, currency: 'eur' },
      duration: 'forever',
    });
    expect(await h.payments.validateCoupon('NOPE')).toBeNull();
    expect(await h.payments.validateCoupon('EXPIRED')).toBeNull();
  });

  it('maps invoices: amounts excluding tax, VAT, period of the line, hosted and PDF links', async () => {
    const { id } = await h.customer();
    await h.payments.createSubscription({
      customerId: id,
      plan: 'network',
      interval: 'month',
      quantity: 2,
      trial: false,
      paymentMethodId: 'pm_card_visa',
    });
    const [invoice] = await h.payments.listInvoices(id);

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
    expect(invoice!.lines).toEqual([
      expect.objectContaining({ quantity: 2, unitAmount: 9900, amount: 19800, proration: false }),
    ]);
    expect(invoice!.hostedInvoiceUrl).toMatch(/^https:\/\//);
    expect(invoice!.pdfUrl).toMatch(/pdf$/);
  });

  it('reports reverse charge for an EU business with a VAT id', async () => {
    const { id } = await h.customer('DE', 'DE123456789');
    await h.payments.createSubscription({
      customerId: id,
      plan: 'pro',
      interval: 'month',
      quantity: 1,
      trial: false,
      paymentMethodId: 'pm_card_visa',
    });
    const [invoice] = await h.payments.listInvoices(id);

    expect(invoice).toMatchObject({
      tax: 0,
      taxRate: 0,
      reverseCharge: true,
      total: 5900,
      billedTo: { vatNumber: 'DE123456789' },
    });
  });

  it('previews the reverse charge for an EU business with a VAT id, as its invoice says', async () => {
    const preview = await h.payments.previewInvoice({
      plan: 'pro',
      interval: 'month',
      quantity: 1,
      vat: { country: 'DE', vatNumber: 'DE123456789' },
    });

    expect(preview).toMatchObject({ tax: 0, taxRate: 0, reverseCharge: true, total: 5900 });
  });

  it('previews the price with coupon and tax from customer details', async () => {
    const preview = await h.payments.previewInvoice({
      plan: 'pro',
      interval: 'year',
      quantity: 2,
      couponCode: 'PARTNER10',
      vat: { country: 'FR' },
    });

    expect(preview).toEqual({
      subtotal: 118000,
      discount: 1000,
      tax: 23400,
      taxRate: 20,
      reverseCharge: false,
      total: 140400,
      currency: 'eur',
    });
    expect(h.fake.requests.at(-1)!.body).toMatchObject({
      customer_details: { address: { country: 'FR' } },
      automatic_tax: { enabled: 'true' },
    });
  });

  it('turns a declined first payment into CardDeclinedError with Stripe message', async () => {
    const { id } = await h.customer();
    const attempt = h.payments.createSubscription({
      customerId: id,
      plan: 'pro',
      interval: 'month',
      quantity: 1,
      trial: false,
      paymentMethodId: 'pm_card_chargeDeclined',
    });

    await expect(attempt).rejects.toBeInstanceOf(CardDeclinedError);
    await expect(attempt).rejects.toMatchObject({
      message: 'Your card was declined.',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
  });

  it('turns an unknown price or id into typed request errors', async () => {
    const broken = createStripePayments({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec',
      prices: { ...PRICES, pro: { month: 'price_gone', year: 'price_gone' } },
      host: h.fake.host,
      port: h.fake.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const { id } = await h.customer();

    const attempt = broken.createSubscription({
      customerId: id,
      plan: 'pro',
      interval: 'month',
      quantity: 1,
      trial: false,
      paymentMethodId: 'pm_card_visa',
    });
    await expect(attempt).rejects.toBeInstanceOf(PaymentRequestError);
    await expect(attempt).rejects.toMatchObject({ param: 'items[0][price]', message: "No such price: 'price_gone'" });
    await expect(h.payments.retrieveSubscription('sub_missing')).rejects.toBeInstanceOf(PaymentNotFoundError);
  });
});
