import {
  applyCoupon,
  cancelSubscription,
  changeSubscription,
  currentPlan,
  subscribe,
  type ApiClient,
} from '@starcrew/api-client';
import type { CurrentPlan } from '@starcrew/contract';
import { subscriptionMachine } from '@starcrew/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext.tsx';

/** The subscription machine with its IO provided by the API client (issue #7 section 5). */
export function subscriptionMachineFor(api: ApiClient, onSubscribed: (isSubscribed: boolean) => void) {
  // The subscription id the cancel call names; the machine knows plans, not ids.
  let subscriptionId: string | null = null;
  const remember = (current: CurrentPlan) => {
    subscriptionId = current.subscription?.id ?? subscriptionId;
    return current;
  };
  return subscriptionMachine.provide({
    actors: {
      loadSubscription: fromPromise(async () => remember(await currentPlan(api))),
      subscribe: fromPromise(async ({ input }) =>
        remember(
          (
            await subscribe(api, {
              plan: input.plan,
              interval: input.interval,
              payment_method_id: input.paymentMethodId,
              ...(input.couponCode ? { coupon_code: input.couponCode } : {}),
            })
          ).data,
        ),
      ),
      changeSubscription: fromPromise(async ({ input }) => remember((await changeSubscription(api, input)).data)),
      applyCoupon: fromPromise(async ({ input }) => {
        const { coupon, totals } = await applyCoupon(api, input);
        return {
          coupon: {
            code: coupon.code,
            name: coupon.name,
            percentOff: coupon.percent_off,
            amountOff: coupon.amount_off,
            duration: coupon.duration,
          },
          totals,
        };
      }),
      cancelSubscription: fromPromise(async ({ input }) => {
        const id = subscriptionId ?? (await currentPlan(api)).subscription?.id;
        if (!id) throw new Error('no subscription to cancel');
        return cancelSubscription(api, id, {
          reason: input.reason as never,
          ...(input.details ? { details: input.details } : {}),
        });
      }),
    },
    actions: { updateSubscribed: (_, isSubscribed: boolean) => onSubscribed(isSubscribed) },
  });
}

/** The screen's subscription actor; the session's user follows whether the organization is subscribed. */
export function useSubscription() {
  const { api, session } = useServices();
  const actor = useActorRef(
    subscriptionMachineFor(api, (isSubscribed) => {
      const user = session.getSnapshot().context.user;
      if (user && user.is_plan_subscribed !== isSubscribed) {
        session.send({ type: 'session.userUpdated', user: { ...user, is_plan_subscribed: isSubscribed } });
      }
    }),
    { input: { now: Date.now() } },
  );
  const state = useSelector(actor, (s) => s);
  return { actor, state };
}
