import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type {
  AuthenticationAnswer,
  CardConfirmation,
  CardToConfirm,
  PayRequest,
  PaymentContext,
  PaymentEvent,
  PaymentInput,
} from './payment.types.ts';

// Placeholders: the console gives the real actors and effects with `.provide()`, tests give fakes.
const notProvided = (name: string) => () => {
  throw new Error(`paymentMachine: "${name}" must be provided`);
};

/** A refusal's field errors (ApiError's `flatFieldErrors`); none for any other failure (the API client toasts it). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields = (error as { flatFieldErrors?: unknown } | null)?.flatFieldErrors;
  return typeof fields === 'object' && fields !== null ? { ...(fields as Record<string, string>) } : {};
}

/** The error of an actor's error event, as action params. */
const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/** Back to the form after a refusal: its field errors are shown there, nothing else changed. */
const refused = { target: 'editing', actions: { type: 'storeErrors', params: errorOf } } as const;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    confirmCard: fromPromise<CardConfirmation, CardToConfirm>(notProvided('confirmCard')),
    /** The bank's answer: the payment method, or null when the authentication did not succeed. */
    authenticateCard: fromPromise<{ paymentMethodId: string | null }, AuthenticationAnswer>(
      notProvided('authenticateCard'),
    ),
    /** Subscribes (or activates the order's locations) with the payment method; settles once subscribed. */
    pay: fromPromise<unknown, PayRequest>(notProvided('pay')),
  },
  actions: {
    /** The order is paid: the console opens plans and billing. */
    showPaid: notProvided('showPaid'),
    storeErrors: assign((_, error: unknown) => ({ errors: fieldErrorsOf(error) })),
    openBillingInfo: assign({ billingInfoOpen: true }),
  },
  guards: {
    hasBillingInfo: ({ context }) => context.hasBillingInfo,
    // The sandbox's fields come with the submit; Stripe's element must have loaded.
    hasCard: ({ context, event }) =>
      context.cardForm === 'element' ? context.element !== null : 'card' in event && event.card !== undefined,
    needsAuthentication: (_, confirmation: CardConfirmation) => 'setupIntentId' in confirmation,
    isAuthenticated: (_, paymentMethodId: string | null) => paymentMethodId !== null,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    cardForm: input.cardForm,
    hasBillingInfo: input.hasBillingInfo,
    billingInfoOpen: false,
    element: null,
    order: null,
    setupIntentId: null,
    paymentMethodId: null,
    errors: {},
  }),
  initial: 'editing',
  // The billing-information form and Stripe's element live beside the flow, in any state.
  on: {
    'billingInfo.open': { actions: 'openBillingInfo' },
    'billingInfo.close': { actions: assign({ billingInfoOpen: false }) },
    'billingInfo.saved': { actions: assign({ hasBillingInfo: true }) },
    'payment.cardReady': { actions: assign(({ event }) => ({ element: event.element })) },
  },
  states: {
    editing: {
      tags: ['editable'],
      on: {
        'payment.submit': [
          // Invoices need the company's details first: paying opens their form.
          { guard: not('hasBillingInfo'), actions: 'openBillingInfo' },
          {
            guard: 'hasCard',
            target: 'confirmingCard',
            actions: assign(({ event }) => ({ order: event.order })),
          },
        ],
      },
    },
    confirmingCard: {
      tags: ['busy'],
      entry: assign({ errors: {}, setupIntentId: null, paymentMethodId: null }),
      invoke: {
        id: 'confirmCard',
        src: 'confirmCard',
        input: ({ context, event }): CardToConfirm => {
          assertEvent(event, 'payment.submit');
          if (context.cardForm === 'element' && context.element !== null)
            return { kind: 'element', element: context.element };
          if (event.card) return { kind: 'fields', card: event.card };
          throw new Error('no card to confirm'); // `hasCard` let the submit through only with one
        },
        onDone: [
          {
            guard: { type: 'needsAuthentication', params: ({ event }) => event.output },
            target: 'authenticating',
            actions: assign(({ event }) => ({
              setupIntentId: 'setupIntentId' in event.output ? event.output.setupIntentId : null,
            })),
          },
          {
            target: 'paying',
            actions: assign(({ event }) => ({
              paymentMethodId: 'paymentMethodId' in event.output ? event.output.paymentMethodId : null,
            })),
          },
        ],
        onError: refused,
      },
    },
    // The sandbox's 3-D Secure question, in the console's own dialog (tag `authenticating`).
    authenticating: {
      tags: ['busy', 'authenticating'],
      on: { 'payment.authenticate': 'verifyingAuthentication' },
    },
    verifyingAuthentication: {
      tags: ['busy'],
      invoke: {
        id: 'authenticateCard',
        src: 'authenticateCard',
        input: ({ context, event }) => {
          assertEvent(event, 'payment.authenticate');
          return { setupIntentId: context.setupIntentId ?? '', approve: event.approve };
        },
        onDone: [
          {
            guard: { type: 'isAuthenticated', params: ({ event }) => event.output.paymentMethodId },
            target: 'paying',
            actions: assign(({ event }) => ({ paymentMethodId: event.output.paymentMethodId })),
          },
          // Not authenticated, and no message from the server: the form, unchanged.
          { target: 'editing' },
        ],
        onError: refused,
      },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => {
          if (context.order === null || context.paymentMethodId === null) throw new Error('paying without an order');
          return { order: context.order, paymentMethodId: context.paymentMethodId };
        },
        onDone: 'paid',
        // A declined first payment, or a plan too small for the usage (422 on `plan` or `location_ids`).
        onError: refused,
      },
    },
    paid: { type: 'final', tags: ['paid'], entry: 'showPaid' },
  },
});
