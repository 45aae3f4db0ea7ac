import { describe, expect, it } from 'vitest';
import {
  CardAuthenticationError,
  CardDeclinedError,
  CardError,
  InvalidCouponError,
  PaymentNotFoundError,
  PaymentRequestError,
} from './payments.errors.ts';
import { VISA, sandboxHarness } from './testing/sandboxHarness.ts';

describe('sandbox cards (Stripe test cards)', () => {
  it('accepts 4242 4242 4242 4242 and returns a payment method', async () => {
    const h = sandboxHarness();
    const { id } = await h.customer();
    const { setupIntentId } = await h.payments.createSetupIntent(id);

    const result = await h.payments.confirmSandboxCard({ customerId: id, setupIntentId, card: VISA });

    expect(result).toEqual({
      status: 'succeeded',
      setupIntentId,
      paymentMethodId: expect.stringMatching(/^pm_/),
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
  });

  it('declines 4000 0000 0000 0002 with Stripe message', async () => {
    const h = sandboxHarness();
    const { id } = await h.customer();

    const attempt = h.card(id, { ...VISA, number: '4000000000000002' });

    await expect(attempt).rejects.toBeInstanceOf(CardDeclinedError);
    await expect(attempt).rejects.toMatchObject({
      message: 'Your card was declined.',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
  });

  it('asks 3-D Secure for 4000 0027 6000 3184, then completes once approved', async () => {
    const h = sandboxHarness();
    const { id } = await h.customer();
    const { setupIntentId } = await h.payments.createSetupIntent(id);

    const pending = await h.payments.confirmSandboxCard({
      customerId: id,
      setupIntentId,
      card: { ...VISA, number: '4000 0027 6000 3184' },
    });
    expect(pending).toEqual({
      status: 'requires_action',
      setupIntentId,
      authenticationUrl: `/api/v1/sandbox/payments/authenticate/${setupIntentId}`,
    });

    const done = await h.payments.confirmAuthentication({ customerId: id, setupIntentId, approve: true });
    expect(done).toMatchObject({ status: 'succeeded', card: { last4: '3184' } });
    if (done.status !== 'succeeded') throw new Error('unreachable');
    const sub = await h.payments.createSubscription({
      customerId: id,
      plan: 'pro',
      interval: 'month',
      quantity: 1,
      trial: false,
      paymentMethodId: done.paymentMethodId,
    });
    expect(sub.status).toBe('active');
  });

  it('fails a refused 3-D Secure and will not subscribe with the pending card', async () => {
    const h = sandboxHarness();
    const { id } = await h.customer();
    const { setupIntentId } = await h.payments.createSetupIntent(id);
    await h.payments.confirmSandboxCard({
      customerId: id,
      setupIntentId,
      card: { ...VISA, number: '4000002760003184' },
    });
    const intent = await h.store.get<{ paymentMethodId: string }>(`setup-intent:${setupIntentId}`);
    const pmId = intent!.paymentMethodId;

    await expect(
      h.payments.createSubscription({
        customerId: id,
        plan: 'pro',
        interval: 'month',
        quantity: 1,
        trial: false,
        paymentMethodId: pmId,
      }),
    ).rejects.toMatchObject({ code: 'payment_method_unusable' });
    await expect(
      h.payments.confirmAuthentication({ customerId: id, setupIntentId, approve: false }),
    ).rejects.toBeInstanceOf(CardAuthenticationError);
    // The intent is back to waiting for a card: another one can be tried.
    expect(await h.payments.confirmSandboxCard({ customerId: id, setupIntentId, card: VISA })).toMatchObject({
      status: 'succeeded',
    });
  });

  it("treats another customer's SetupIntent as unknown, at the card and at 3-D Secure, and leaves it as it was", async () => {
    const h = sandboxHarness();
    const owner = await h.customer('FR', undefined, 'org_1');
    const stranger = await h.customer('FR', undefined, 'org_2');
    const { setupIntentId } = await h.payments.createSetupIntent(owner.id);
    const secure = { ...VISA, number: '4000002760003184' };

    const foreignCard = h.payments.confirmSandboxCard({ customerId: stranger.id, setupIntentId, card: VISA });
    await expect(foreignCard).rejects.toBeInstanceOf(PaymentNotFoundError);
    expect(await h.store.get(`setup-intent:${setupIntentId}`)).toMatchObject({ status: 'requires_payment_method' });

    await h.payments.confirmSandboxCard({ customerId: owner.id, setupIntentId, card: secure });
    const foreignApproval = h.payments.confirmAuthentication({ customerId: stranger.id, setupIntentId, approve: true });
    await expect(foreignApproval).rejects.toBeInstanceOf(PaymentNotFoundError);
    expect(await h.store.get(`setup-intent:${setupIntentId}`)).toMatchObject({ status: 'requires_action' });
  });

  it('accepts 4000 0000 0000 9995 at setup but its first payment fails for insufficient funds', async () => {
    const h = sandboxHarness();

    const attempt = h.subscribe({ cardNumber: '4000000000009995' });

    await expect(attempt).rejects.toBeInstanceOf(CardDeclinedError);
    await expect(attempt).rejects.toMatchObject({
      message: 'Your card has insufficient funds.',
      declineCode: 'insufficient_funds',
    });
    expect(h.events).toEqual([]);
  });

  it.each([
    ['a number failing Luhn', { number: '4242424242424241' }, 'incorrect_number', 'number'],
    ['an expiry in the past', { expMonth: 2, expYear: 2026 }, 'invalid_expiry_month', 'exp_month'],
    ['an expiry year in the past', { expYear: 25 }, 'invalid_expiry_year', 'exp_year'],
    ['a CVC of two digits', { cvc: '12' }, 'invalid_cvc', 'cvc'],
    ['a valid number that is not a test card', { number: '4111 1111 1111 1111' }, 'card_declined', null],
  ])('refuses %s', async (_name, change, code, field) => {
    const h = sandboxHarness();
    const { id } = await h.customer();

    const attempt = h.card(id, { ...VISA, ...change });

    await expect(attempt).rejects.toBeInstanceOf(CardError);
    await expect(attempt).rejects.toMatchObject({ code, field });
  });
});

describe('sandbox subscription lifecycle', () => {
  it('starts a 14-day trial without charging, then bills the first invoice and turns active', async () => {
    const h = sandboxHarness();
    const { sub, customerId } = await h.subscribe({ trial: true, quantity: 2 });
    expect(sub).toMatchObject({
      status: 'trialing',
      trialEnd: '2026-03-24T09:00:00.000Z',
      currentPeriodEnd: '2026-03-24T09:00:00.000Z',
    });
    expect(await h.payments.listInvoices(customerId)).toEqual([]);

    await h.travel('2026-03-24T10:00:00.000Z');

    expect(await h.payments.retrieveSubscription(sub.id)).toMatchObject({
      status: 'active',
      currentPeriodStart: '2026-03-24T09:00:00.000Z',
      currentPeriodEnd: '2026-04-24T09:00:00.000Z',
    });
    const [invoice] = await h.payments.listInvoices(customerId);
    expect(invoice).toMatchObject({
      number: 'SC-2026-0001',
      status: 'paid',
      subtotal: 11800,
      tax: 2360,
      total: 14160,
      paidAt: '2026-03-24T09:00:00.000Z',
      periodStart: '2026-03-24T09:00:00.000Z',
    });
    expect(h.events.map((e) => e.type)).toEqual(['subscription.updated', 'invoice.paid', 'subscription.updated']);
  });

  it('goes past_due when a renewal fails, retries, then cancels after the last retry', async () => {
    const h = sandboxHarness();
    const { sub, customerId } = await h.subscribe({ trial: true, cardNumber: '4000 0000 0000 0341' });

    await h.travel('2026-03-24T09:00:00.000Z');
    expect(await h.payments.retrieveSubscription(sub.id)).toMatchObject({ status: 'past_due' });
    const [open] = await h.payments.listInvoices(customerId);
    expect(open).toMatchObject({ status: 'open', amountPaid: 0, number: 'SC-2026-0001' });
    expect(h.events.at(-2)).toMatchObject({ type: 'invoice.payment_failed', invoice: { id: open!.id } });

    await h.travel('2026-04-03T09:00:00.000Z');
    expect(await h.payments.retrieveSubscription(sub.id)).toMatchObject({
      status: 'canceled',
      canceledAt: '2026-04-02T09:00:00.000Z',
    });
  });

  it('cancels at period end: active until then, canceled after, never billed again', async () => {
    const h = sandboxHarness();
    const { sub, customerId } = await h.subscribe();
    const scheduled = await h.payments.cancelSubscription(sub.id, { atPeriodEnd: true });
    expect(scheduled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    await h.travel('2026-04-10T09:00:00.000Z');

    expect(await h.payments.retrieveSubscription(sub.id)).toMatchObject({
      status: 'canceled',
      canceledAt: '2026-04-10T09:00:00.000Z',
    });
    expect(await h.payments.listInvoices(customerId)).toHaveLength(1);
  });

  it('cancels at once', async () => {
    const h = sandboxHarness();
    const { sub } = await h.subscribe();

    expect(await h.payments.cancelSubscription(sub.id, { atPeriodEnd: false })).toMatchObject({
      status: 'canceled',
      canceledAt: '2026-03-10T09:00:00.000Z',
    });
    await expect(h.payments.updateSubscription(sub.id, { quantity: 2 })).rejects.toBeInstanceOf(PaymentRequestError);
  });

  it('refuses an unknown or expired coupon when subscribing', async () => {
    const h = sandboxHarness();

    await expect(h.subscribe({ couponCode: 'NOPE' })).rejects.toBeInstanceOf(InvalidCouponError);
    await expect(h.subscribe({ couponCode: 'EXPIRED' })).rejects.toBeInstanceOf(InvalidCouponError);
  });

  it('keeps its state in the store: a second instance on the same store sees it', async () => {
    const h = sandboxHarness();
    const { sub } = await h.subscribe({ quantity: 3 });
    const { createSandboxPayments } = await import('./sandboxPayments.ts');

    const other = createSandboxPayments({ store: h.store, now: h.now });

    expect(await other.retrieveSubscription(sub.id)).toEqual(sub);
  });
});
