import { createActor, type EventObject, type InspectionEvent } from 'xstate';
import { createPromiseFakes } from '../test/promiseFakes.ts';
import type {
  CancelRequest,
  ChangeSubscriptionRequest,
  CouponPreview,
  CouponRequest,
  CurrentPlan,
  PlanId,
  SubscribeRequest,
  SubscriptionDetails,
  SubscriptionPlan,
} from './subscription.types.ts';
import { subscriptionMachine } from './subscriptionMachine.ts';

/** 1 March 2026, noon UTC: the `now` every test runs at. */
export const now = Date.parse('2026-03-01T12:00:00.000Z');
const inTwoWeeks = '2026-03-15T12:00:00.000Z';
const lastMonth = '2026-02-01T12:00:00.000Z';

const details = (overrides: Partial<SubscriptionDetails> = {}): SubscriptionDetails => ({
  id: 'sub-1',
  status: 'active',
  plan: 'essential',
  interval: 'month',
  quantity: 3,
  trial_ends_at: null,
  current_period_start: '2026-03-01T12:00:00.000Z',
  current_period_end: '2026-04-01T12:00:00.000Z',
  cancel_at_period_end: false,
  canceled_at: null,
  coupon_code: null,
  ...overrides,
});
const plan = (id: PlanId, name: string): SubscriptionPlan => ({
  id,
  name,
  prices: { month: 2900, year: 29000 },
  limits: { members_per_location: 5, running_campaigns_per_location: 1, competitors_per_location: 1 },
});
const essential = plan('essential', 'Essential');

export const current = {
  none: { plan: null, subscription: null },
  trial: { plan: essential, subscription: details({ trial_ends_at: inTwoWeeks }) },
  // The trial ended last month: `active` now means paid.
  active: { plan: essential, subscription: details({ trial_ends_at: lastMonth }) },
  pastDue: { plan: essential, subscription: details({ status: 'past_due' }) },
  canceled: { plan: essential, subscription: details({ status: 'canceled' }) },
  incomplete: { plan: essential, subscription: details({ status: 'incomplete' }) },
  pro: { plan: plan('pro', 'Pro'), subscription: details({ plan: 'pro', trial_ends_at: inTwoWeeks }) },
  yearly: { plan: essential, subscription: details({ interval: 'year' }) },
} satisfies Record<string, CurrentPlan>;

export const preview: CouponPreview = {
  coupon: { code: 'WELCOME20', name: 'Welcome', percentOff: 20, amountOff: null, duration: 'once' },
  totals: { subtotal: 8700, discount: 1740, tax: 1392, total: 8352 },
};
export const couponRefused = {
  message: 'The given data was invalid.',
  kind: 'validation',
  status: 422,
  flatFieldErrors: { coupon_code: 'This coupon code is invalid or has expired.' },
};
export const declined = { message: 'Your card was declined.', kind: 'validation', status: 402 };
export const failure = { message: 'An unexpected error occurred.', kind: 'server', status: 500 };

/** Runs the machine with fake actors the test settles by hand, and records what it tells the session. */
export function startSubscription(options: { inspect?: (event: InspectionEvent) => void } = {}) {
  const fakes = createPromiseFakes();
  const reported: boolean[] = [];
  const machine = subscriptionMachine.provide({
    actors: {
      loadSubscription: fakes.fake<CurrentPlan>(),
      subscribe: fakes.fake<CurrentPlan, SubscribeRequest>(),
      changeSubscription: fakes.fake<CurrentPlan, ChangeSubscriptionRequest>(),
      applyCoupon: fakes.fake<CouponPreview, CouponRequest>(),
      cancelSubscription: fakes.fake<unknown, CancelRequest>(),
    },
    actions: { updateSubscribed: (_, isSubscribed) => void reported.push(isSubscribed) },
  });
  const actor = createActor(machine, {
    input: { now },
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  }).start();
  const apply = (event: EventObject) => fakes.apply(actor, event);
  return { actor, reported, settle: fakes.settle, inputsOf: fakes.inputsOf, apply };
}
