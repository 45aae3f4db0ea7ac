import { describe, expect, it } from 'vitest';
import {
  card,
  challenged,
  declined,
  element,
  order,
  planTooSmall,
  saved,
  startPayment,
} from './paymentMachine.harness.ts';

describe('paymentMachine', () => {
  it('should open the billing-information form instead of paying when the organization has none', () => {
    const { actor, isRunning } = startPayment({ input: { cardForm: 'fields', hasBillingInfo: false } });
    actor.send({ type: 'payment.submit', order, card });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.billingInfoOpen).toBe(true);
    expect(isRunning('confirmCard')).toBe(false);
    actor.send({ type: 'billingInfo.saved' });
    actor.send({ type: 'billingInfo.close' });
    actor.send({ type: 'payment.submit', order, card });
    expect(actor.getSnapshot().value).toBe('confirmingCard');
  });

  it('should confirm the typed card, pay the order with its payment method, then show it paid', async () => {
    const { actor, effects, settle, inputsOf } = startPayment();
    actor.send({ type: 'payment.submit', order, card });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(inputsOf('confirmCard')).toEqual([{ kind: 'fields', card }]);
    await settle('confirmCard', 'done', saved);
    expect(inputsOf('pay')).toEqual([{ order, paymentMethodId: 'pm_card' }]);
    expect(effects.paid).toBe(0);
    await settle('pay', 'done', undefined);
    expect(actor.getSnapshot().hasTag('paid')).toBe(true);
    expect(effects.paid).toBe(1);
  });

  it("should ask the bank's 3-D Secure question and pay once the person approves", async () => {
    const { actor, settle, inputsOf } = startPayment();
    actor.send({ type: 'payment.submit', order, card });
    await settle('confirmCard', 'done', challenged);
    expect(actor.getSnapshot().hasTag('authenticating')).toBe(true);
    expect(actor.getSnapshot().context.setupIntentId).toBe('seti_3ds');
    actor.send({ type: 'payment.authenticate', approve: true });
    expect(actor.getSnapshot().hasTag('authenticating')).toBe(false);
    expect(inputsOf('authenticateCard')).toEqual([{ setupIntentId: 'seti_3ds', approve: true }]);
    await settle('authenticateCard', 'done', { paymentMethodId: 'pm_3ds' });
    expect(inputsOf('pay')).toEqual([{ order, paymentMethodId: 'pm_3ds' }]);
  });

  it('should return to the form, paying nothing, when the authentication is refused', async () => {
    const { actor, settle, inputsOf } = startPayment();
    actor.send({ type: 'payment.submit', order, card });
    await settle('confirmCard', 'done', challenged);
    actor.send({ type: 'payment.authenticate', approve: false });
    await settle('authenticateCard', 'done', { paymentMethodId: null });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(inputsOf('pay')).toEqual([]);
  });

  it('should keep the refusal of a declined card for the form, and clear it at the next try', async () => {
    const { actor, settle, inputsOf } = startPayment();
    actor.send({ type: 'payment.submit', order, card });
    await settle('confirmCard', 'error', declined);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ number: 'Your card was declined.' });
    expect(inputsOf('pay')).toEqual([]);
    actor.send({ type: 'payment.submit', order, card });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('should keep the refusal of the payment (a plan too small for the usage) for the form', async () => {
    const { actor, effects, settle } = startPayment();
    actor.send({ type: 'payment.submit', order, card });
    await settle('confirmCard', 'done', saved);
    await settle('pay', 'error', planTooSmall);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual(planTooSmall.flatFieldErrors);
    expect(effects.paid).toBe(0);
  });

  it("should wait for Stripe's card element, then confirm the card typed in it", () => {
    const { actor, inputsOf } = startPayment({ input: { cardForm: 'element', hasBillingInfo: true } });
    actor.send({ type: 'payment.submit', order });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'payment.cardReady', element });
    actor.send({ type: 'payment.submit', order });
    expect(inputsOf('confirmCard')).toEqual([{ kind: 'element', element }]);
  });

  it('should not pay on a submit without a card from the sandbox fields', () => {
    const { actor, isRunning } = startPayment();
    actor.send({ type: 'payment.submit', order });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(isRunning('confirmCard')).toBe(false);
  });
});
