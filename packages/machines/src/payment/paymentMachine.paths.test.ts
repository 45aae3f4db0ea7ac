import { describeGraphCoverage, type GraphEvent } from '../test/graphCoverage.ts';
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

describeGraphCoverage('paymentMachine paths', { model, events, starts: [{ input }], start: startPayment });
