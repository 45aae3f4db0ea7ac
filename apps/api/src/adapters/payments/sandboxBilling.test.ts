import { describe, expect, it } from 'vitest';
import { InvalidCouponError, InvalidVatNumberError } from './payments.errors.ts';
import { VISA, sandboxHarness } from './testing/sandboxHarness.ts';

describe('sandbox coupons', () => {
  it('validates built-in coupons of each kind, case-insensitively', async () => {
    const { payments } = sandboxHarness();

    expect(await payments.validateCoupon(' welcome20 ')).toMatchObject({
      code: 'WELCOME20',
      discount: { type: 'percent', percentOff: 20 },
      duration: 'once',
    });
    expect(await payments.validateCoupon('PARTNER10')).toMatchObject({
      discount: { type: 'amount', amountOff: 1000, currency: 'eur' },
      duration: 'forever',
    });
    expect(await payments.validateCoupon('SPRING50')).toMatchObject({ duration: 'repeating', durationInMonths: 3 });
    expect(await payments.validateCoupon('EXPIRED')).toBeNull();
    expect(await payments.validateCoupon('UNKNOWN')).toBeNull();
  });

  it('applies a percent-off "once" coupon to the first invoice only', async () => {
    const h = sandboxHarness();
    const { sub, customerId } = await h.subscribe({ quantity: 2, couponCode: 'WELCOME20' });
    expect(sub.couponCode).toBeNull();

    await h.travel('2026-04-10T09:00:00.000Z');

    const [second, first] = await h.payments.listInvoices(customerId);
    expect(first).toMatchObject({ subtotal: 11800, discount: 2360, tax: 1888, total: 11328 });
    expect(second).toMatchObject({ subtotal: 11800, discount: 0, tax: 2360, total: 14160 });
  });

  it('keeps a "once" coupon through the trial for the first paid invoice', async () => {
    const h = sandboxHarness();
    const { sub, customerId } = await h.subscribe({ trial: true, couponCode: 'welcome20' });
    expect(sub.couponCode).toBe('WELCOME20');

    await h.travel('2026-03-24T09:00:00.000Z');

    expect((await h.payments.listInvoices(customerId))[0]).toMatchObject({ subtotal: 5900, discount: 1180 });
  });

  it('takes an amount-off "forever" coupon off every invoice', async () => {
    const h = sandboxHarness();
    const { customerId } = await h.subscribe({ quantity: 2, couponCode: 'PARTNER10' });

    await h.travel('2026-04-10T09:00:00.000Z');

    const invoices = await h.payments.listInvoices(customerId);
    expect(invoices.map((i) => [i.discount, i.tax, i.total])).toEqual([
      [1000, 2160, 12960],
      [1000, 2160, 12960],
    ]);
  });

  it('applies a "repeating" coupon for its months, counted from the first paid period', async () => {
    const h = sandboxHarness();
    const { sub, customerId } = await h.subscribe({ couponCode: 'SPRING50' });

    for (const month of ['04', '05', '06']) await h.travel(`2026-${month}-10T09:00:00.000Z`);

    const discounts = (await h.payments.listInvoices(customerId)).reverse().map((i) => i.discount);
    expect(discounts).toEqual([2950, 2950, 2950, 0]);
    expect((await h.payments.retrieveSubscription(sub.id)).couponCode).toBeNull();
  });

  it('previews with a coupon and refuses an expired one', async () => {
    const { payments } = sandboxHarness();

    expect(
      await payments.previewInvoice({
        plan: 'network',
        interval: 'year',
        quantity: 3,
        couponCode: 'SPRING50',
        vat: { country: 'FR' },
      }),
    ).toEqual({
      subtotal: 297000,
      discount: 148500,
      tax: 29700,
      taxRate: 20,
      reverseCharge: false,
      total: 178200,
      currency: 'eur',
    });
    await expect(
      payments.previewInvoice({
        plan: 'pro',
        interval: 'month',
        quantity: 1,
        couponCode: 'EXPIRED',
        vat: { country: 'FR' },
      }),
    ).rejects.toBeInstanceOf(InvalidCouponError);
  });
});

describe('sandbox VAT', () => {
  it.each([
    ['a French company', 'FR', 'FR40303265045', 20, false],
    ['a German company with a valid VAT number (reverse charge)', 'DE', 'DE 123 456 789', 0, true],
    ['a German customer without VAT number', 'DE', undefined, 20, false],
    ['a Swiss customer', 'CH', undefined, 20, false],
  ])('bills %s', async (_name, country, vatNumber, taxRate, reverseCharge) => {
    const h = sandboxHarness();
    const { customerId } = await h.subscribe({ country, ...(vatNumber ? { vatNumber } : {}) });

    const [invoice] = await h.payments.listInvoices(customerId);

    expect(invoice).toMatchObject({ subtotal: 5900, taxRate, reverseCharge, tax: taxRate ? 1180 : 0 });
    const preview = await h.payments.previewInvoice({
      plan: 'pro',
      interval: 'month',
      quantity: 1,
      vat: { country, ...(vatNumber ? { vatNumber } : {}) },
    });
    expect(preview).toMatchObject({ taxRate, reverseCharge, tax: invoice?.tax, total: invoice?.total });
  });

  it('refuses a malformed VAT number on the customer', async () => {
    const h = sandboxHarness();

    await expect(h.customer('DE', 'DE12345')).rejects.toBeInstanceOf(InvalidVatNumberError);
  });
});

describe('sandbox invoices and proration', () => {
  it('bills a quantity change with proration lines on the next invoice', async () => {
    const h = sandboxHarness();
    const { sub, customerId } = await h.subscribe({ quantity: 2 });
    await h.travel('2026-03-25T21:00:00.000Z'); // half of a 31-day period left

    const updated = await h.payments.updateSubscription(sub.id, { quantity: 3 });
    expect(updated.quantity).toBe(3);
    await h.travel('2026-04-10T09:00:00.000Z');

    const [renewal] = await h.payments.listInvoices(customerId);
    expect(renewal!.lines).toEqual([
      expect.objectContaining({ quantity: 3, amount: 17700, proration: false }),
      expect.objectContaining({
        description: 'Unused time on 2 × Pro after 2026-03-25',
        quantity: 2,
        amount: -5900,
        proration: true,
      }),
      expect.objectContaining({
        description: 'Remaining time on 3 × Pro after 2026-03-25',
        quantity: 3,
        amount: 8850,
        proration: true,
      }),
    ]);
    expect(renewal).toMatchObject({ subtotal: 20650, tax: 4130, total: 24780 });
  });

  it('keeps a downgrade credit for the next invoices instead of charging a negative amount', async () => {
    const h = sandboxHarness();
    const { sub, customerId } = await h.subscribe({ quantity: 3 });
    await h.payments.updateSubscription(sub.id, { quantity: 1 });

    await h.travel('2026-04-10T09:00:00.000Z');
    await h.travel('2026-05-10T09:00:00.000Z');

    const [may, april] = await h.payments.listInvoices(customerId);
    // 1 × 5,900 renewal, minus the unused 3 × 5,900, plus the remaining 1 × 5,900.
    expect(april).toMatchObject({ subtotal: -5900, tax: -1180, total: -7080, amountDue: 0 });
    expect(may).toMatchObject({ total: 7080, amountDue: 0, status: 'paid' });
  });

  it('bills a change to annual at once, crediting the unused month', async () => {
    const h = sandboxHarness();
    const { sub, customerId } = await h.subscribe();
    await h.travel('2026-03-25T21:00:00.000Z');

    const updated = await h.payments.updateSubscription(sub.id, { interval: 'year' });

    expect(updated).toMatchObject({
      interval: 'year',
      currentPeriodStart: '2026-03-25T21:00:00.000Z',
      currentPeriodEnd: '2027-03-25T21:00:00.000Z',
    });
    expect((await h.payments.listInvoices(customerId))[0]).toMatchObject({
      subtotal: 56050,
      total: 67260,
      status: 'paid',
    });
  });

  it('changes quantity during a trial without prorating', async () => {
    const h = sandboxHarness();
    const { sub, customerId } = await h.subscribe({ trial: true });
    await h.payments.updateSubscription(sub.id, { quantity: 4, plan: 'network' });

    await h.travel('2026-03-24T09:00:00.000Z');

    const [first] = await h.payments.listInvoices(customerId);
    expect(first!.lines).toHaveLength(1);
    expect(first).toMatchObject({ subtotal: 39600 });
  });

  it('numbers invoices per organization and year without gaps', async () => {
    const h = sandboxHarness();
    const { customerId } = await h.subscribe({ interval: 'year' });
    const other = await h.customer('FR', undefined, 'org_2');
    const pm = await h.card(other.id, VISA);
    await h.payments.createSubscription({
      customerId: other.id,
      plan: 'essential',
      interval: 'month',
      quantity: 1,
      trial: false,
      paymentMethodId: pm,
    });
    await h.travel('2027-03-10T09:00:00.000Z');

    expect((await h.payments.listInvoices(customerId)).map((i) => i.number)).toEqual(['SC-2027-0001', 'SC-2026-0001']);
    const numbersOfOther = (await h.payments.listInvoices(other.id)).map((i) => i.number);
    // Monthly from March 2026: ten invoices in 2026, then the count restarts in January.
    expect(numbersOfOther).toHaveLength(13);
    expect(numbersOfOther.slice(0, 4)).toEqual(['SC-2027-0003', 'SC-2027-0002', 'SC-2027-0001', 'SC-2026-0010']);
    expect(numbersOfOther.at(-1)).toBe('SC-2026-0001');
  });

  it('prints the buyer on the invoice and links it for the server to render', async () => {
    const h = sandboxHarness();
    const { customerId } = await h.subscribe({ country: 'DE', vatNumber: 'DE123456789' });

    const [invoice] = await h.payments.listInvoices(customerId);

    expect(invoice).toMatchObject({
      currency: 'eur',
      billedTo: { name: 'Maison Dupont', vatNumber: 'DE123456789', address: { city: 'Lyon', country: 'DE' } },
      hostedInvoiceUrl: `/api/v1/sandbox/payments/invoices/${invoice!.id}`,
    });
  });
});
