import { previewSubscriptionChange } from '@starcrew/api-client';
import type { BillingInterval, ChangePreview, Plan, PlanId } from '@starcrew/contract';
import { Heading, MessageBox, Stack, Text } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { waitFor } from 'xstate';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import type { PlansData } from './plans.loader.ts';
import { useServices } from '../../app/ServicesContext.tsx';
import { useApiMutation } from '../../app/useMutation.ts';
import * as styles from './billing.css.ts';
import { ChangePlanDialog } from './ChangePlanDialog.tsx';
import { PlanCard } from './PlanCard.tsx';
import { PlanChoice } from './PlanChoice.tsx';
import { useSubscription } from './useSubscription.ts';

const rank: Record<PlanId, number> = { essential: 1, pro: 2, network: 3 };

const messages = defineMessages<{
  title: NoMessageValues;
  upgradeTitle: NoMessageValues;
  subtitle: NoMessageValues;
  switchTo: { name: string };
  unsubscribed: NoMessageValues;
}>({
  title: { id: 'billing.plans.title', defaultMessage: 'Choose your plan' },
  upgradeTitle: { id: 'billing.plans.upgradeTitle', defaultMessage: 'Change your plan' },
  subtitle: {
    id: 'billing.plans.subtitle',
    defaultMessage: 'One price per active location. Change or cancel at any time.',
  },
  switchTo: { id: 'billing.plans.switchTo', defaultMessage: 'Switch to {name}' },
  unsubscribed: {
    id: 'billing.plans.unsubscribed',
    defaultMessage: 'Your organization has no active subscription. Choose a plan to keep using Starcrew.',
  },
});

/**
 * Plans (and plans/upgrade): the monthly/annual toggle with the annual saving and a card per
 * plan with its limits and price per location. Without a subscription, choosing a plan goes
 * to the payment page; with one, a recap of the change (the server's preview) is confirmed,
 * then the subscription machine changes the plan (prorated).
 */
export default function PlansScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { session } = useServices();
  const isOwner = useSelector(session, (s) => s.context.user?.role === 'super_manager');
  const { page } = useLoaderData<PlansData>();
  const [interval, setInterval] = useState<BillingInterval>(page.pageData.current_interval ?? 'month');
  const { actor, state } = useSubscription();
  const subscribed = state.hasTag('subscribed');
  const isUpgrade = location.pathname.endsWith('/upgrade');

  // A change goes through the machine; the plan whose change is under way shows as pending.
  const [target, setTarget] = useState<PlanId | null>(null);
  const busy = state.hasTag('busy');
  const current = state.context.plan?.id;
  const currentInterval = state.context.subscription?.interval;

  /** Upgrades only (no downgrade within a period), or the same plan at the other interval. */
  const canChoose = (planId: PlanId) =>
    !subscribed ||
    (current !== undefined && (rank[planId] > rank[current] || (planId === current && currentInterval !== interval)));
  /** One change (plan and interval together), then on to plans-billings once the machine has settled. */
  const change = async (planId: PlanId, to: BillingInterval) => {
    setTarget(planId);
    actor.send(
      planId === current
        ? { type: 'subscription.changeInterval', interval: to }
        : { type: 'subscription.upgrade', plan: planId, interval: to },
    );
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    setTarget(null);
    // A refused change leaves its error on the machine (and a toast): stay on the page.
    if (!settled.context.error) navigate('/manager/plans-billings');
  };
  // A change is confirmed first, on the server's preview (price, period, proration, dates).
  const preview = useApiMutation(previewSubscriptionChange);
  const [confirming, setConfirming] = useState<{ plan: Plan; preview: ChangePreview } | null>(null);
  const [previewing, setPreviewing] = useState<PlanId | null>(null);
  const choose = async (plan: Plan) => {
    if (!subscribed) {
      navigate(`/manager/payments/stripe?plan=${plan.id}&interval=${interval}`);
      return;
    }
    setPreviewing(plan.id);
    const result = await preview.run({ plan: plan.id, interval });
    setPreviewing(null);
    if (result) setConfirming({ plan, preview: result });
  };
  const trialEnd = state.context.subscription?.trial_ends_at;

  return (
    <div className={styles.page}>
      <Stack space="300">
        <Stack space="100">
          <Heading level={1}>
            {intl.formatMessage(isUpgrade || subscribed ? messages.upgradeTitle : messages.title)}
          </Heading>
          <Text tone="muted">{intl.formatMessage(messages.subtitle)}</Text>
        </Stack>
        {state.matches('choosing') || state.matches('canceled') || state.matches('pastDue') ? (
          <MessageBox tone="info">{intl.formatMessage(messages.unsubscribed)}</MessageBox>
        ) : null}
        <PlanChoice
          pageData={page.pageData}
          interval={interval}
          onIntervalChange={setInterval}
          offerTrial={!subscribed}
        >
          {page.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              interval={interval}
              isCurrent={subscribed && current === plan.id && currentInterval === interval}
              {...(isOwner && canChoose(plan.id) ? { onChoose: () => void choose(plan) } : {})}
              {...(subscribed ? { actionLabel: intl.formatMessage(messages.switchTo, { name: plan.name }) } : {})}
              isPending={previewing === plan.id || (busy && target === plan.id)}
              // Too small for today's usage: shown disabled with the reason, before anyone tries.
              exceeded={isOwner && canChoose(plan.id) ? plan.exceeded : []}
            />
          ))}
        </PlanChoice>
      </Stack>
      {confirming && (
        <ChangePlanDialog
          plan={confirming.plan}
          preview={confirming.preview}
          isTrial={trialEnd != null && Date.parse(trialEnd) > Date.parse(confirming.preview.effective_at)}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void change(confirming.plan.id, confirming.preview.interval);
          }}
        />
      )}
    </div>
  );
}
