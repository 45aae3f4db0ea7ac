import {
  activateNetworkPlans,
  authenticateSandboxCard,
  confirmSandboxCard,
  setupIntent,
  type ApiClient,
} from '@starcrew/api-client';
import { paymentMachine, type subscriptionMachine } from '@starcrew/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router';
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { useServices } from '../../app/ServicesContext.tsx';
import type { StripeCardConfirm } from './stripeCard.ts';

type SubscriptionActor = ActorRefFrom<typeof subscriptionMachine>;

/** A refusal worded by Stripe.js, under `number` as the server puts the sandbox's: the form shows both alike. */
const cardRefusal = (message: string) => Object.assign(new Error(message), { flatFieldErrors: { number: message } });

/**
 * The payment machine with its IO provided by the API client: the card confirmed (the sandbox's
 * fields and 3-D Secure question, or Stripe's element), then paid through the subscription actor,
 * which stays the one owner of the subscription (and of the session's `is_plan_subscribed`).
 */
export function paymentMachineFor(api: ApiClient, subscription: SubscriptionActor, showPaid: () => void) {
  return paymentMachine.provide({
    actors: {
      confirmCard: fromPromise(async ({ input }) => {
        if (input.kind === 'element') {
          const result = await (input.element as StripeCardConfirm)();
          if ('message' in result) throw cardRefusal(result.message);
          return result;
        }
        const intent = await setupIntent(api);
        const { card } = input;
        const result = await confirmSandboxCard(api, {
          setup_intent_id: intent.setup_intent_id,
          number: card.number,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          cvc: card.cvc,
        });
        return result.status === 'requires_action'
          ? { setupIntentId: intent.setup_intent_id }
          : { paymentMethodId: result.payment_method_id };
      }),
      authenticateCard: fromPromise(async ({ input }) => {
        const result = await authenticateSandboxCard(api, input.setupIntentId, input.approve);
        return { paymentMethodId: result.status === 'succeeded' ? result.payment_method_id : null };
      }),
      pay: fromPromise(async ({ input: { order, paymentMethodId } }) => {
        // The current plan is read a moment after the route's data: paying waits for it.
        await waitFor(subscription, (snapshot) => !snapshot.matches('loading'));
        const coupon = subscription.getSnapshot().context.coupon;
        if (order.locationIds.length > 0) {
          // Network plans: the locations are activated (and subscribed) in one call, then the plan re-read.
          await activateNetworkPlans(api, {
            location_ids: [...order.locationIds],
            plan: order.plan,
            interval: order.interval,
            payment_method_id: paymentMethodId,
            ...(coupon ? { coupon_code: coupon.code } : {}),
          });
          subscription.send({ type: 'subscription.refresh', now: Date.now() });
        } else {
          subscription.send({
            type: 'subscription.subscribe',
            plan: order.plan,
            interval: order.interval,
            paymentMethodId,
          });
        }
        const settled = await waitFor(subscription, (snapshot) => !snapshot.hasTag('busy'));
        // A declined first payment is the subscription's error: its field errors go to the form.
        if (!settled.hasTag('subscribed')) throw settled.context.error ?? new Error('not subscribed');
      }),
    },
    actions: { showPaid },
  });
}

/** The payment screen's actor, beside the subscription's; paid, it opens plans and billing. */
export function usePayment(
  subscription: SubscriptionActor,
  input: { cardForm: 'fields' | 'element'; hasBillingInfo: boolean },
) {
  const { api } = useServices();
  const navigate = useNavigate();
  const actor = useActorRef(
    paymentMachineFor(api, subscription, () => void navigate('/manager/plans-billings')),
    { input },
  );
  const state = useSelector(actor, (s) => s);
  return { actor, state };
}
