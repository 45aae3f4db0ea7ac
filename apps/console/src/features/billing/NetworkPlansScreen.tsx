import { activateNetworkPlans } from '@starcrew/api-client';
import { exceededFor, type BillingInterval, type Location, type Plan, type PlanId } from '@starcrew/contract';
import { pathFor } from '@starcrew/machines';
import { Button, Card, Checkbox, EmptyState, Heading, Inline, MessageBox, Stack, Text } from '@starcrew/ui';
import { useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { NetworkPlansData } from './plans.loader.ts';
import { useApiMutation } from '../../app/useMutation.ts';
import * as styles from './billing.css.ts';
import { PlanCard } from './PlanCard.tsx';
import { PlanChoice } from './PlanChoice.tsx';
import { useSubscription } from './useSubscription.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  subtitle: NoMessageValues;
  selected: { count: string };
  none: NoMessageValues;
  noneBody: NoMessageValues;
  activate: NoMessageValues;
  prorated: NoMessageValues;
  choosePlan: NoMessageValues;
  choosePlanHelp: NoMessageValues;
  selectFirst: NoMessageValues;
}>({
  title: { id: 'billing.network.title', defaultMessage: 'Activate locations' },
  subtitle: {
    id: 'billing.network.subtitle',
    defaultMessage: 'Each active location is billed on your plan. Choose the locations to activate.',
  },
  selected: {
    id: 'billing.network.selected',
    defaultMessage: '{count, plural, one {# location selected} other {# locations selected}}',
  },
  none: { id: 'billing.network.none', defaultMessage: 'Every location is active' },
  noneBody: { id: 'billing.network.noneBody', defaultMessage: 'Connect more locations from My Networks.' },
  activate: { id: 'billing.network.activate', defaultMessage: 'Activate' },
  prorated: {
    id: 'billing.network.prorated',
    defaultMessage: 'Your subscription covers them at once; the difference is prorated on your next invoice.',
  },
  choosePlan: { id: 'billing.network.choosePlan', defaultMessage: 'Choose your plan' },
  choosePlanHelp: {
    id: 'billing.network.choosePlanHelp',
    defaultMessage: 'The plan and period apply to every active location. Your card comes next.',
  },
  selectFirst: { id: 'billing.network.selectFirst', defaultMessage: 'Select the locations to activate first.' },
});

/** A location's name and address on one line. */
const labelOf = (l: Location) => [l.title, l.address].filter(Boolean).join(' · ');

/**
 * my-networks/plans: the inactive locations to activate (preselected from My Networks by
 * `?locations=`). Subscribed, activating changes the quantity (prorated). Otherwise the owner
 * chooses a plan and period here (limits weighed for the selected locations, the trial shown),
 * then the payment step (my-networks/plans/payment) starts that subscription: this is a new
 * owner's path, the one guard rule 4 opens before billing info exists.
 */
export default function NetworkPlansScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { actor, state } = useSubscription();
  const { page, inactive } = useLoaderData<NetworkPlansData>();
  const [interval, setInterval] = useState<BillingInterval>('month');
  const [selected, setSelected] = useState<Set<string>>(
    () => new Set((params.get('locations') ?? '').split(',').filter(Boolean)),
  );
  const activate = useApiMutation(activateNetworkPlans);
  // A 422 on the selection (the server's word on limits) shows above the button.
  const fieldError = activate.fieldErrors?.location_ids;
  const subscribed = state.hasTag('subscribed');

  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const ids = [...selected].filter((id) => inactive.some((l) => l.id === id));
  // Starting a subscription: a plan must fit today's usage at the locations it will bill
  // (more locations never lower a limit, so a subscribed organization is not weighed).
  const billed = page.pageData.active_locations + ids.length;
  const exceededOf = (plan: Plan) => (ids.length > 0 ? exceededFor(plan.limits, page.pageData.usage, billed) : []);
  const pay = (plan: PlanId) =>
    navigate(
      `${pathFor('manager.networks.plans.payment')}?plan=${plan}&interval=${interval}&locations=${ids.join(',')}`,
    );
  const activateMore = async () => {
    if (await activate.run({ location_ids: ids })) {
      actor.send({ type: 'subscription.refresh', now: Date.now() });
      navigate('/manager/plans-billings');
    }
  };

  return (
    <div className={styles.page}>
      <Stack space="300">
        <Stack space="100">
          <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
          <Text tone="muted">{intl.formatMessage(messages.subtitle)}</Text>
        </Stack>
        <Card>
          {inactive.length === 0 ? (
            <EmptyState title={intl.formatMessage(messages.none)}>
              <Text tone="muted">{intl.formatMessage(messages.noneBody)}</Text>
            </EmptyState>
          ) : (
            <Stack space="100">
              {inactive.map((location) => (
                <Checkbox
                  key={location.id}
                  isSelected={selected.has(location.id)}
                  onChange={(on) => toggle(location.id, on)}
                >
                  {labelOf(location)}
                </Checkbox>
              ))}
            </Stack>
          )}
        </Card>
        {subscribed && <Text tone="muted">{intl.formatMessage(messages.prorated)}</Text>}
        {fieldError && <MessageBox tone="error">{fieldError}</MessageBox>}
        <Inline align="between" space="150">
          <Text weight="medium">{intl.formatMessage(messages.selected, { count: String(ids.length) })}</Text>
          {subscribed && (
            <Button
              variant="primary"
              isDisabled={ids.length === 0}
              isPending={activate.isPending}
              onPress={() => void activateMore()}
            >
              {intl.formatMessage(messages.activate)}
            </Button>
          )}
        </Inline>
        {!subscribed && (
          <Stack space="200">
            <Stack space="100">
              <Heading level={2}>{intl.formatMessage(messages.choosePlan)}</Heading>
              <Text tone="muted">
                {intl.formatMessage(ids.length === 0 ? messages.selectFirst : messages.choosePlanHelp)}
              </Text>
            </Stack>
            <PlanChoice pageData={page.pageData} interval={interval} onIntervalChange={setInterval} offerTrial>
              {page.data.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  interval={interval}
                  // Nothing to bill before a location is selected; a plan too small says why.
                  {...(ids.length > 0 ? { onChoose: () => void pay(plan.id) } : {})}
                  exceeded={exceededOf(plan)}
                />
              ))}
            </PlanChoice>
          </Stack>
        )}
      </Stack>
    </div>
  );
}
