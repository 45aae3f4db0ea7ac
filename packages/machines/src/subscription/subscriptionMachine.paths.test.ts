import { describe, expect, it } from 'vitest';
import {
  declaredTransitions,
  exploreGraph,
  type GraphEvent,
  restingStates,
  statePaths,
  transitionRecorder,
} from '../test/graphCoverage.ts';
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

const graph = exploreGraph(model, events, { now });

describe('subscriptionMachine paths', () => {
  it('should reach every state the machine can rest in', () => {
    const reached = new Set(graph.edges.flatMap((edge) => statePaths(edge.nextState.value)));
    expect([...reached].sort()).toEqual(restingStates(model));
  });

  it('should take every transition the machine declares, eventless and guarded ones included', async () => {
    const taken = new Set<string>();
    for (const edge of graph.edges) {
      const { actor, apply } = startSubscription({ inspect: transitionRecorder(taken) });
      await graph.replay(edge, actor, apply, () => {});
    }
    expect([...taken].sort()).toEqual(declaredTransitions(model));
  });

  // Each edge, replayed on a running actor with fake actors: the running machine must land
  // where the model says at every step.
  it.each(graph.edges.map((edge) => [graph.label(edge), edge] as const))('%s', async (_, edge) => {
    const { actor, apply } = startSubscription();
    await graph.replay(edge, actor, apply, (actual, expected) => expect(actual).toEqual(expected));
  });
});
