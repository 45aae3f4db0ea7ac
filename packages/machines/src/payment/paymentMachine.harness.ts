import { createActor, type EventObject, type InspectionEvent } from 'xstate';
import { createPromiseFakes } from '../test/promiseFakes.ts';
import type {
  AuthenticationAnswer,
  CardConfirmation,
  CardFieldsInput,
  CardToConfirm,
  PayRequest,
  PaymentInput,
  PaymentOrder,
} from './payment.types.ts';
import { paymentMachine } from './paymentMachine.ts';

export const order: PaymentOrder = { plan: 'pro', interval: 'month', locationIds: [] };
export const card: CardFieldsInput = { number: '4242424242424242', expMonth: 12, expYear: 34, cvc: '123' };
/** Stripe's card element as the console hands it over: opaque to the machine. */
export const element = { confirm: 'stripe-card-element' };

export const saved: CardConfirmation = { paymentMethodId: 'pm_card' };
export const challenged: CardConfirmation = { setupIntentId: 'seti_3ds' };
export const declined = {
  message: 'The given data was invalid.',
  kind: 'validation',
  status: 422,
  flatFieldErrors: { number: 'Your card was declined.' },
};
export const planTooSmall = {
  message: 'The given data was invalid.',
  kind: 'validation',
  status: 422,
  flatFieldErrors: { plan: 'The Essential plan allows up to 15 team members for 3 active locations, and you have 16.' },
};
export const failure = { message: 'An unexpected error occurred.', kind: 'server', status: 500 };

export const withBillingInfo: PaymentInput = { cardForm: 'fields', hasBillingInfo: true };

/** Runs the machine with fake actors the test settles by hand, and records when it shows the paid order. */
export function startPayment(options: { input?: PaymentInput; inspect?: (event: InspectionEvent) => void } = {}) {
  const fakes = createPromiseFakes();
  const effects = { paid: 0 };
  const machine = paymentMachine.provide({
    actors: {
      confirmCard: fakes.fake<CardConfirmation, CardToConfirm>(),
      authenticateCard: fakes.fake<{ paymentMethodId: string | null }, AuthenticationAnswer>(),
      pay: fakes.fake<unknown, PayRequest>(),
    },
    actions: { showPaid: () => void (effects.paid += 1) },
  });
  const actor = createActor(machine, {
    input: options.input ?? withBillingInfo,
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  }).start();
  const apply = (event: EventObject) => fakes.apply(actor, event);
  return { actor, effects, settle: fakes.settle, inputsOf: fakes.inputsOf, isRunning: fakes.isRunning, apply };
}
