import { afterEach, describe, expect, it } from 'vitest';
import { sandboxHarness } from './testing/sandboxHarness.ts';
import { startStripeHarness } from './testing/stripeHarness.ts';

/**
 * The preview of a plan or interval change (issue 19, defect 9): the owner confirms the
 * proration and the dates before the change, so both providers must foresee what they bill.
 */
describe('previewSubscriptionChange: sandbox', () => {
  it('prorates a plan change onto the next invoice, exactly as the change then bills it', async () => {
    const h = sandboxHarness();
    const { customerId, sub } = await h.subscribe({ plan: 'pro', interval: 'month', quantity: 2 });
    // Half of the 31-day period is left.
    await h.travel('2026-03-25T21:00:00.000Z');

    const preview = await h.payments.previewSubscriptionChange(sub.id, { plan: 'network' });
    // Unused Pro (−29.50 × 2) then the rest of the period on Network (+49.50 × 2).
    expect(preview).toEqual({
      proration: 4000,
      effectiveAt: '2026-03-25T21:00:00.000Z',
      billedNow: false,
      invoiceAt: '2026-04-10T09:00:00.000Z',
      periodEnd: '2026-04-10T09:00:00.000Z',
    });
    // Nothing changed yet.
    expect((await h.payments.retrieveSubscription(sub.id)).plan).toBe('pro');

    await h.payments.updateSubscription(sub.id, { plan: 'network' });
    await h.travel('2026-04-10T09:00:00.000Z');
    const [renewal] = await h.payments.listInvoices(customerId);
    const prorated = renewal!.lines.filter((l) => l.proration).reduce((total, l) => total + l.amount, 0);
    expect(prorated).toBe(preview.proration);
  });

  it('credits the unused time and bills a new period now when the interval changes', async () => {
    const h = sandboxHarness();
    const { sub } = await h.subscribe({ plan: 'pro', interval: 'month', quantity: 1 });
    await h.travel('2026-03-25T21:00:00.000Z');

    expect(await h.payments.previewSubscriptionChange(sub.id, { interval: 'year' })).toEqual({
      proration: -2950,
      effectiveAt: '2026-03-25T21:00:00.000Z',
      billedNow: true,
      invoiceAt: '2026-03-25T21:00:00.000Z',
      periodEnd: '2027-03-25T21:00:00.000Z',
    });
  });

  it('bills nothing for a change during the trial', async () => {
    const h = sandboxHarness();
    const { sub } = await h.subscribe({ plan: 'essential', interval: 'month', quantity: 1, trial: true });
    const preview = await h.payments.previewSubscriptionChange(sub.id, { plan: 'pro', interval: 'year' });
    expect(preview).toMatchObject({ proration: 0, billedNow: false, invoiceAt: sub.trialEnd });
  });
});

describe('previewSubscriptionChange: Stripe (fake server)', () => {
  let h: Awaited<ReturnType<typeof startStripeHarness>>;
  afterEach(async () => {
    await h.close();
  });

  async function subscribed() {
    h = await startStripeHarness();
    const { id } = await h.customer();
    return h.payments.createSubscription({
      customerId: id,
      plan: 'pro',
      interval: 'month',
      quantity: 2,
      trial: false,
      paymentMethodId: 'pm_card_visa',
    });
  }

  it('asks Stripe for the upcoming invoice of the change and sums its proration lines', async () => {
    const sub = await subscribed();
    const preview = await h.payments.previewSubscriptionChange(sub.id, { plan: 'network' });

    // The whole period is left: −59.00 × 2 + 99.00 × 2.
    expect(preview).toEqual({
      proration: 8000,
      effectiveAt: '2026-03-10T09:00:00.000Z',
      billedNow: false,
      invoiceAt: sub.currentPeriodEnd,
      periodEnd: sub.currentPeriodEnd,
    });
    const request = h.fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/invoices/create_preview');
    expect(request.body['subscription']).toBe(sub.id);
    expect(request.body['subscription_details']).toMatchObject({
      proration_behavior: 'create_prorations',
      items: [{ price: 'price_network_month', quantity: '2' }],
    });
    // A preview changes nothing.
    expect((await h.payments.retrieveSubscription(sub.id)).plan).toBe('pro');
  });

  it('foresees a new period billed now when the interval changes', async () => {
    const sub = await subscribed();
    expect(await h.payments.previewSubscriptionChange(sub.id, { interval: 'year' })).toEqual({
      proration: -11800,
      effectiveAt: '2026-03-10T09:00:00.000Z',
      billedNow: true,
      invoiceAt: '2026-03-10T09:00:00.000Z',
      periodEnd: '2027-03-10T09:00:00.000Z',
    });
  });
});
