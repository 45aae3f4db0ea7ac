import { describe, expect, it } from 'vitest';
import {
  declaredTransitions,
  exploreGraph,
  type GraphEvent,
  restingStates,
  statePaths,
  transitionRecorder,
} from '../test/graphCoverage.ts';
import type { PaymentInput } from './payment.types.ts';
import {
  card,
  challenged,
  declined,
  element,
  failure,
  order,
  planTooSmall,
  saved,
  startPayment,
} from './paymentMachine.harness.ts';
import { paymentMachine } from './paymentMachine.ts';

// The model: no-op effects, so the traversal only computes states.
const model = paymentMachine.provide({ actions: { showPaid: () => {} } });

// Without billing information at first, so the form for it is part of the graph; `events`
// replaces the defaults, so it lists every event the machine handles with the payloads that matter.
const input: PaymentInput = { cardForm: 'fields', hasBillingInfo: false };
const events: GraphEvent[] = [
  { type: 'billingInfo.open' },
  { type: 'billingInfo.close' },
  { type: 'billingInfo.saved' },
  { type: 'payment.cardReady', element },
  { type: 'payment.cardReady', element: null },
  { type: 'payment.submit', order, card },
  { type: 'payment.submit', order },
  { type: 'xstate.done.actor.confirmCard', output: saved },
  { type: 'xstate.done.actor.confirmCard', output: challenged },
  { type: 'xstate.error.actor.confirmCard', error: declined },
  { type: 'payment.authenticate', approve: true },
  { type: 'payment.authenticate', approve: false },
  { type: 'xstate.done.actor.authenticateCard', output: { paymentMethodId: 'pm_3ds' } },
  { type: 'xstate.done.actor.authenticateCard', output: { paymentMethodId: null } },
  { type: 'xstate.error.actor.authenticateCard', error: failure },
  { type: 'xstate.done.actor.pay', output: undefined },
  { type: 'xstate.error.actor.pay', error: planTooSmall },
];

const graph = exploreGraph(model, events, input);

describe('paymentMachine paths', () => {
  it('should reach every state the machine can rest in', () => {
    const reached = new Set(graph.edges.flatMap((edge) => statePaths(edge.nextState.value)));
    expect([...reached].sort()).toEqual(restingStates(model));
  });

  it('should take every transition the machine declares, guarded ones included', async () => {
    const taken = new Set<string>();
    for (const edge of graph.edges) {
      const { actor, apply } = startPayment({ input, inspect: transitionRecorder(taken) });
      await graph.replay(edge, actor, apply, () => {});
    }
    expect([...taken].sort()).toEqual(declaredTransitions(model));
  });

  // Each edge, replayed on a running actor with fake actors: the running machine must land
  // where the model says at every step.
  it.each(graph.edges.map((edge) => [graph.label(edge), edge] as const))('%s', async (_, edge) => {
    const { actor, apply } = startPayment({ input });
    await graph.replay(edge, actor, apply, (actual, expected) => expect(actual).toEqual(expected));
  });
});
