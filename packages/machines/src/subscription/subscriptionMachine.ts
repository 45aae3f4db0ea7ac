import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  BillingInterval,
  CancelRequest,
  ChangeSubscriptionRequest,
  CouponPreview,
  CouponRequest,
  CurrentPlan,
  PlanId,
  SubscribeRequest,
  SubscriptionContext,
  SubscriptionError,
  SubscriptionEvent,
  SubscriptionInput,
} from './subscription.types.ts';

const planRank: Record<PlanId, number> = { essential: 1, pro: 2, network: 3 };

// Placeholders: the console gives the real actors and effects with `.provide()`, tests give fakes.
const notProvided = (name: string) => () => {
  throw new Error(`subscriptionMachine: "${name}" must be provided`);
};

function toSubscriptionError(error: unknown): SubscriptionError {
  if (typeof error === 'object' && error !== null && typeof (error as SubscriptionError).message === 'string') {
    return error as SubscriptionError; // keeps ApiError's kind, status and field errors
  }
  return { message: String(error) };
}

/** The message a refused coupon shows under its field: the field's error, else the answer's message. */
function couponMessage(error: SubscriptionError): string {
  return Object.values(error.flatFieldErrors ?? {})[0] ?? error.message;
}

const filled = (text: string) => text.trim().length > 0;

/** The error of an actor's error event, as action and guard params. */
const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/** The user-initiated transitions, each behind its guard; shared by the states that offer them. */
const to = {
  loading: {
    target: 'loading',
    actions: { type: 'storeNow', params: ({ event }: { event: { now: number } }) => event.now },
  },
  subscribing: {
    guard: { type: 'hasPaymentMethod', params: ({ event }: { event: SubscribeRequest }) => event.paymentMethodId },
    target: 'subscribing',
  },
  applyingCoupon: {
    guard: { type: 'hasCouponCode', params: ({ event }: { event: CouponRequest }) => event.code },
    target: 'applyingCoupon',
  },
  changingPlan: {
    guard: { type: 'canUpgrade', params: ({ event }: { event: { plan: PlanId } }) => event.plan },
    target: 'changingPlan',
  },
  changingInterval: {
    guard: {
      type: 'canChangeInterval',
      params: ({ event }: { event: { interval: BillingInterval } }) => event.interval,
    },
    target: 'changingInterval',
  },
  canceling: {
    guard: { type: 'canCancel', params: ({ event }: { event: CancelRequest }) => event.reason },
    target: 'canceling',
  },
} as const;

const whileSubscribed = {
  'subscription.upgrade': to.changingPlan,
  'subscription.changeInterval': to.changingInterval,
  'subscription.applyCoupon': to.applyingCoupon,
  'subscription.cancel': to.canceling,
  'subscription.refresh': to.loading,
} as const;

/** Entry of a settled state: remember whether the user is subscribed, and tell the session. */
const settled = (isSubscribed: boolean) =>
  [
    { type: 'markSubscribed', params: isSubscribed },
    { type: 'updateSubscribed', params: isSubscribed },
  ] as const;

export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    input: {} as SubscriptionInput,
  },
  actors: {
    loadSubscription: fromPromise<CurrentPlan>(notProvided('loadSubscription')),
    subscribe: fromPromise<CurrentPlan, SubscribeRequest>(notProvided('subscribe')),
    changeSubscription: fromPromise<CurrentPlan, ChangeSubscriptionRequest>(notProvided('changeSubscription')),
    applyCoupon: fromPromise<CouponPreview, CouponRequest>(notProvided('applyCoupon')),
    cancelSubscription: fromPromise<unknown, CancelRequest>(notProvided('cancelSubscription')),
  },
  actions: {
    /** Tells the session whether the user is subscribed (the console: `is_plan_subscribed` on the user). */
    updateSubscribed: (_, _isSubscribed: boolean) => notProvided('updateSubscribed')(),
    markSubscribed: assign((_, isSubscribed: boolean) => ({ isSubscribed })),
    storeCurrent: assign((_, current: CurrentPlan) => ({ plan: current.plan, subscription: current.subscription })),
    storeError: assign((_, error: unknown) => ({ error: toSubscriptionError(error) })),
    clearError: assign({ error: null }),
    storeNow: assign((_, now: number) => ({ now })),
  },
  guards: {
    // decisions.md: during a trial the API reports `active` with `trial_ends_at`.
    isTrial: ({ context: { subscription, now } }) =>
      subscription?.status === 'active' &&
      subscription.trial_ends_at !== null &&
      Date.parse(subscription.trial_ends_at) > now,
    isActive: ({ context }) => context.subscription?.status === 'active',
    isPastDue: ({ context }) => context.subscription?.status === 'past_due',
    isCanceled: ({ context }) => context.subscription?.status === 'canceled',
    canUpgrade: ({ context }, plan: PlanId) => context.plan !== null && planRank[plan] > planRank[context.plan.id],
    canChangeInterval: ({ context }, interval: BillingInterval) =>
      context.subscription !== null && context.subscription.interval !== interval,
    canCancel: (_, reason: string) => filled(reason),
    hasPaymentMethod: (_, paymentMethodId: string) => filled(paymentMethodId),
    hasCouponCode: (_, code: string) => filled(code),
    isFieldError: (_, error: unknown) => {
      const { kind, status } = toSubscriptionError(error);
      return kind === 'validation' || status === 422;
    },
  },
}).createMachine({
  id: 'subscription',
  context: ({ input }) => ({
    now: input.now,
    plan: null,
    subscription: null,
    isSubscribed: false,
    coupon: null,
    preview: null,
    couponError: null,
    error: null,
  }),
  initial: 'loading',
  // Spec section 8: a 406 SubscriptionException from any call marks the user unsubscribed and clears the plan.
  on: {
    'subscription.expired': {
      target: '.choosing',
      actions: assign({ plan: null, subscription: null, isSubscribed: false }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSubscription',
        src: 'loadSubscription',
        onDone: { target: 'settling', actions: { type: 'storeCurrent', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    // Not knowing the plan is not "no plan": no plan choice is offered until a refresh succeeds.
    failed: { on: { 'subscription.refresh': to.loading } },
    // Every stable state follows from the stored subscription alone, so after a failed call
    // (a declined card) settling again lands where the machine was: the previous state is kept.
    settling: {
      always: [
        { guard: 'isTrial', target: 'trial' },
        { guard: 'isActive', target: 'active' },
        { guard: 'isPastDue', target: 'pastDue' },
        { guard: 'isCanceled', target: 'canceled' },
        { target: 'choosing' },
      ],
    },
    choosing: {
      tags: ['editable'],
      entry: settled(false),
      on: {
        'subscription.subscribe': to.subscribing,
        'subscription.applyCoupon': to.applyingCoupon,
        'subscription.refresh': to.loading,
      },
    },
    trial: { tags: ['editable', 'subscribed'], entry: settled(true), on: whileSubscribed },
    active: { tags: ['editable', 'subscribed'], entry: settled(true), on: whileSubscribed },
    // Spec section 4: any status but `active` is not subscribed. A failed renewal can still be canceled.
    pastDue: {
      tags: ['editable'],
      entry: settled(false),
      on: { 'subscription.cancel': to.canceling, 'subscription.refresh': to.loading },
    },
    canceled: {
      tags: ['editable'],
      entry: settled(false),
      on: {
        'subscription.subscribe': to.subscribing,
        'subscription.applyCoupon': to.applyingCoupon,
        'subscription.refresh': to.loading,
      },
    },
    subscribing: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context, event }) => {
          assertEvent(event, 'subscription.subscribe');
          const couponCode = event.couponCode ?? context.coupon?.code;
          return {
            plan: event.plan,
            interval: event.interval,
            paymentMethodId: event.paymentMethodId,
            ...(couponCode === undefined ? {} : { couponCode }),
          };
        },
        onDone: { target: 'settling', actions: { type: 'storeCurrent', params: ({ event }) => event.output } },
        // A declined card: nothing changed, the message is kept for the form.
        onError: { target: 'settling', actions: { type: 'storeError', params: errorOf } },
      },
    },
    applyingCoupon: {
      tags: ['busy'],
      entry: ['clearError', assign({ couponError: null })],
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ event }) => {
          assertEvent(event, 'subscription.applyCoupon');
          return { code: event.code.trim(), plan: event.plan, interval: event.interval };
        },
        onDone: {
          target: 'settling',
          actions: assign(({ event }) => ({ coupon: event.output.coupon, preview: event.output.totals })),
        },
        onError: [
          // Refused: the field keeps the message, and the previous coupon no longer applies.
          {
            guard: { type: 'isFieldError', params: errorOf },
            target: 'settling',
            actions: assign(({ event }) => ({
              coupon: null,
              preview: null,
              couponError: couponMessage(toSubscriptionError(event.error)),
            })),
          },
          { target: 'settling', actions: { type: 'storeError', params: errorOf } },
        ],
      },
    },
    changingPlan: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'changeSubscription',
        src: 'changeSubscription',
        input: ({ context, event }) => {
          assertEvent(event, 'subscription.upgrade');
          return { plan: event.plan, interval: event.interval ?? context.subscription?.interval ?? 'month' };
        },
        onDone: { target: 'settling', actions: { type: 'storeCurrent', params: ({ event }) => event.output } },
        onError: { target: 'settling', actions: { type: 'storeError', params: errorOf } },
      },
    },
    changingInterval: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'changeSubscription',
        src: 'changeSubscription',
        input: ({ context, event }) => {
          assertEvent(event, 'subscription.changeInterval');
          return { plan: context.plan?.id ?? 'essential', interval: event.interval };
        },
        onDone: { target: 'settling', actions: { type: 'storeCurrent', params: ({ event }) => event.output } },
        onError: { target: 'settling', actions: { type: 'storeError', params: errorOf } },
      },
    },
    canceling: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'cancelSubscription',
        src: 'cancelSubscription',
        input: ({ event }) => {
          assertEvent(event, 'subscription.cancel');
          return { reason: event.reason.trim(), ...(event.details === undefined ? {} : { details: event.details }) };
        },
        // Spec section 4: cancelling sets unsubscribed, whatever the period left.
        onDone: {
          target: 'settling',
          actions: assign(({ context }) => ({
            subscription: context.subscription && { ...context.subscription, status: 'canceled' },
          })),
        },
        onError: { target: 'settling', actions: { type: 'storeError', params: errorOf } },
      },
    },
  },
});
