import { describe, expect, it } from 'vitest';
import type { CurrentPlan } from './subscription.types.ts';
import {
  couponRefused,
  current,
  declined,
  failure,
  now,
  preview,
  startSubscription,
} from './subscriptionMachine.harness.ts';

const card = {
  type: 'subscription.subscribe',
  plan: 'essential',
  interval: 'month',
  paymentMethodId: 'pm_card',
} as const;
const coupon = { type: 'subscription.applyCoupon', code: ' WELCOME20 ', plan: 'essential', interval: 'month' } as const;
const cancel = { type: 'subscription.cancel', reason: 'too_expensive', details: 'Budget cut' } as const;

async function loaded(plan: CurrentPlan) {
  const subscription = startSubscription();
  await subscription.settle('loadSubscription', 'done', plan);
  return subscription;
}

describe('subscriptionMachine', () => {
  it('should be busy while loading, then offer the plans when there is none', async () => {
    const { actor, reported, settle } = startSubscription();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await settle('loadSubscription', 'done', current.none);

    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect([actor.getSnapshot().context.isSubscribed, reported]).toEqual([false, [false]]);
  });

  it('should derive the trial from trial_ends_at after now, as the API reports it active', async () => {
    const { actor, reported } = await loaded(current.trial);

    expect(actor.getSnapshot().value).toBe('trial');
    expect(actor.getSnapshot().hasTag('subscribed')).toBe(true);
    expect([actor.getSnapshot().context.isSubscribed, reported]).toEqual([true, [true]]);
  });

  it('should count an ended trial as a paid subscription, when now passes its end', async () => {
    const { actor, settle } = await loaded(current.trial);

    actor.send({ type: 'subscription.refresh', now: Date.parse('2026-03-16T00:00:00.000Z') });
    await settle('loadSubscription', 'done', current.trial);

    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.isSubscribed).toBe(true);
  });

  it.each([
    ['active', current.active, 'active', true],
    ['past_due', current.pastDue, 'pastDue', false],
    ['canceled', current.canceled, 'canceled', false],
    ['incomplete', current.incomplete, 'choosing', false],
  ] as const)(
    'should settle a %s subscription in %s, subscribed only when active',
    async (_, plan, state, subscribed) => {
      const { actor, reported } = await loaded(plan);
      expect([actor.getSnapshot().value, actor.getSnapshot().context.isSubscribed, reported]).toEqual([
        state,
        subscribed,
        [subscribed],
      ]);
    },
  );

  it('should wait for a refresh when the plan cannot be loaded, offering nothing meanwhile', async () => {
    const { actor, settle } = startSubscription();
    await settle('loadSubscription', 'error', failure);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['failed', failure]);
    expect(actor.getSnapshot().can(card)).toBe(false);

    actor.send({ type: 'subscription.refresh', now });
    await settle('loadSubscription', 'done', current.active);

    expect(actor.getSnapshot().value).toBe('active');
  });

  it('should subscribe with the card and the accepted coupon, and start the trial', async () => {
    const { actor, inputsOf, reported, settle } = await loaded(current.none);
    actor.send(coupon);
    await settle('applyCoupon', 'done', preview);

    actor.send(card);
    expect([actor.getSnapshot().value, actor.getSnapshot().hasTag('busy')]).toEqual(['subscribing', true]);
    await settle('subscribe', 'done', current.trial);

    expect(inputsOf('subscribe')).toEqual([
      { plan: 'essential', interval: 'month', paymentMethodId: 'pm_card', couponCode: 'WELCOME20' },
    ]);
    expect(actor.getSnapshot().value).toBe('trial');
    expect(reported).toEqual([false, false, true]);
  });

  it('should not subscribe without a payment method', async () => {
    const { actor } = await loaded(current.none);
    expect(actor.getSnapshot().can({ ...card, paymentMethodId: ' ' })).toBe(false);
  });

  it.each([
    ['no plan', current.none, 'choosing'],
    ['a canceled plan', current.canceled, 'canceled'],
  ] as const)('should keep %s and show the message when the card is declined', async (_, plan, state) => {
    const { actor, settle } = await loaded(plan);

    actor.send(card);
    await settle('subscribe', 'error', declined);

    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context).toMatchObject({ plan: plan.plan, isSubscribed: false });
    expect(actor.getSnapshot().context.error?.message).toBe('Your card was declined.');
    actor.send(card);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('should keep an accepted coupon and its totals', async () => {
    const { actor, inputsOf, settle } = await loaded(current.none);

    actor.send(coupon);
    expect(actor.getSnapshot().value).toBe('applyingCoupon');
    await settle('applyCoupon', 'done', preview);

    expect(inputsOf('applyCoupon')).toEqual([{ code: 'WELCOME20', plan: 'essential', interval: 'month' }]);
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({
      coupon: preview.coupon,
      preview: preview.totals,
      couponError: null,
    });
  });

  it('should keep the field message of a refused coupon, and drop the coupon accepted before', async () => {
    const { actor, settle } = await loaded(current.active);
    actor.send(coupon);
    await settle('applyCoupon', 'done', preview);

    actor.send({ ...coupon, code: 'EXPIRED' });
    await settle('applyCoupon', 'error', couponRefused);

    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context).toMatchObject({
      coupon: null,
      preview: null,
      couponError: 'This coupon code is invalid or has expired.',
      error: null,
    });
    actor.send(coupon);
    expect(actor.getSnapshot().context.couponError).toBeNull();
  });

  it('should report a coupon call that failed otherwise as an error, not on the field', async () => {
    const { actor, settle } = await loaded(current.none);
    actor.send(coupon);
    await settle('applyCoupon', 'error', failure);
    expect(actor.getSnapshot().context).toMatchObject({ couponError: null, error: failure });
    expect(actor.getSnapshot().can({ ...coupon, code: '' })).toBe(false);
  });

  it('should upgrade only to a higher plan, keeping the interval', async () => {
    const { actor, inputsOf, settle } = await loaded(current.trial);
    expect(actor.getSnapshot().can({ type: 'subscription.upgrade', plan: 'essential' })).toBe(false);

    actor.send({ type: 'subscription.upgrade', plan: 'pro' });
    expect(actor.getSnapshot().value).toBe('changingPlan');
    await settle('changeSubscription', 'done', current.pro);

    expect(inputsOf('changeSubscription')).toEqual([{ plan: 'pro', interval: 'month' }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.plan?.id]).toEqual(['trial', 'pro']);
    expect(actor.getSnapshot().can({ type: 'subscription.upgrade', plan: 'network' })).toBe(true);
  });

  it('should upgrade and switch the interval in one change when the event names one', async () => {
    const { actor, inputsOf, settle } = await loaded(current.active);
    actor.send({ type: 'subscription.upgrade', plan: 'pro', interval: 'year' });
    await settle('changeSubscription', 'done', current.pro);
    expect(inputsOf('changeSubscription')).toEqual([{ plan: 'pro', interval: 'year' }]);
  });

  it('should keep the plan when an upgrade fails', async () => {
    const { actor, settle } = await loaded(current.active);
    actor.send({ type: 'subscription.upgrade', plan: 'network' });
    await settle('changeSubscription', 'error', declined);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.plan?.id]).toEqual(['active', 'essential']);
    expect(actor.getSnapshot().context.error).toBe(declined);
  });

  it('should change the interval to the other one only', async () => {
    const { actor, inputsOf, settle } = await loaded(current.active);
    expect(actor.getSnapshot().can({ type: 'subscription.changeInterval', interval: 'month' })).toBe(false);

    actor.send({ type: 'subscription.changeInterval', interval: 'year' });
    expect(actor.getSnapshot().value).toBe('changingInterval');
    await settle('changeSubscription', 'done', current.yearly);

    expect(inputsOf('changeSubscription')).toEqual([{ plan: 'essential', interval: 'year' }]);
    expect(actor.getSnapshot().context.subscription?.interval).toBe('year');
  });

  it('should cancel with a reason and leave the user unsubscribed', async () => {
    const { actor, inputsOf, reported, settle } = await loaded(current.trial);
    expect(actor.getSnapshot().can({ ...cancel, reason: '  ' })).toBe(false);

    actor.send(cancel);
    expect(actor.getSnapshot().value).toBe('canceling');
    await settle('cancelSubscription', 'done', undefined);

    expect(inputsOf('cancelSubscription')).toEqual([{ reason: 'too_expensive', details: 'Budget cut' }]);
    expect(actor.getSnapshot().value).toBe('canceled');
    expect(actor.getSnapshot().context).toMatchObject({ isSubscribed: false, plan: current.trial.plan });
    expect(reported).toEqual([true, false]);
  });

  it('should stay subscribed when the cancellation fails', async () => {
    const { actor, settle } = await loaded(current.active);
    actor.send({ type: 'subscription.cancel', reason: 'other' });
    await settle('cancelSubscription', 'error', failure);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.isSubscribed]).toEqual(['active', true]);
  });

  it('should let a past-due subscription be canceled, not upgraded', async () => {
    const { actor } = await loaded(current.pastDue);
    expect(actor.getSnapshot().can(cancel)).toBe(true);
    expect(actor.getSnapshot().can({ type: 'subscription.upgrade', plan: 'pro' })).toBe(false);
  });

  it('should offer neither upgrade nor cancel without a plan', async () => {
    const { actor } = await loaded(current.none);
    expect(actor.getSnapshot().can({ type: 'subscription.upgrade', plan: 'pro' })).toBe(false);
    expect(actor.getSnapshot().can(cancel)).toBe(false);
  });

  it('should mark the user unsubscribed and clear the plan on a 406, even mid-call', async () => {
    const { actor, reported } = await loaded(current.active);
    actor.send({ type: 'subscription.upgrade', plan: 'pro' });

    actor.send({ type: 'subscription.expired' });

    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ plan: null, subscription: null, isSubscribed: false });
    expect(reported).toEqual([true, false]);
  });
});
