import { describeGraphCoverage, type GraphEvent } from '../test/graphCoverage.ts';
import {
  couponRefused,
  current,
  declined,
  failure,
  now,
  preview,
  startSubscription,
} from './subscriptionMachine.harness.ts';
import { subscriptionMachine } from './subscriptionMachine.ts';

// The model: no-op effects, so the traversal only computes states.
const model = subscriptionMachine.provide({ actions: { updateSubscribed: () => {} } });

// Every event the machine handles, with each outcome that leads somewhere else: `events`
// replaces the defaults. The loaded plans cover each settled state.
const events: GraphEvent[] = [
  ...Object.values(current).map((output) => ({ type: 'xstate.done.actor.loadSubscription', output })),
  { type: 'xstate.error.actor.loadSubscription', error: failure },
  { type: 'subscription.refresh', now },
  { type: 'subscription.subscribe', plan: 'essential', interval: 'month', paymentMethodId: 'pm_card' },
  { type: 'subscription.subscribe', plan: 'essential', interval: 'month', paymentMethodId: '' },
  { type: 'xstate.done.actor.subscribe', output: current.trial },
  { type: 'xstate.error.actor.subscribe', error: declined },
  { type: 'subscription.applyCoupon', code: 'WELCOME20', plan: 'essential', interval: 'month' },
  { type: 'subscription.applyCoupon', code: '', plan: 'essential', interval: 'month' },
  { type: 'xstate.done.actor.applyCoupon', output: preview },
  { type: 'xstate.error.actor.applyCoupon', error: couponRefused },
  { type: 'xstate.error.actor.applyCoupon', error: failure },
  { type: 'subscription.upgrade', plan: 'pro' },
  { type: 'subscription.upgrade', plan: 'essential' },
  { type: 'subscription.changeInterval', interval: 'year' },
  { type: 'xstate.done.actor.changeSubscription', output: current.pro },
  { type: 'xstate.error.actor.changeSubscription', error: failure },
  { type: 'subscription.cancel', reason: 'too_expensive' },
  { type: 'subscription.cancel', reason: '' },
  { type: 'xstate.done.actor.cancelSubscription', output: undefined },
  { type: 'xstate.error.actor.cancelSubscription', error: failure },
  { type: 'subscription.expired' },
];

describeGraphCoverage('subscriptionMachine paths', {
  model,
  events,
  starts: [{ input: { now } }],
  start: ({ inspect }) => startSubscription({ inspect }),
});
