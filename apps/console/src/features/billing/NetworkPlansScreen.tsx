import { activateNetworkPlans } from '@starcrew/api-client';
import { exceededFor, type Location, type PlanId } from '@starcrew/contract';
import { pathFor } from '@starcrew/machines';
import { Button, Card, Checkbox, EmptyState, Heading, Inline, Link, MessageBox, Stack, Text } from '@starcrew/ui';
import { useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { NetworkPlansData } from './plans.loader.ts';
import { useApiMutation } from '../../app/useMutation.ts';
import * as styles from './billing.css.ts';
import { ExceededLimits } from './ExceededLimits.tsx';
import { useSubscription } from './useSubscription.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  subtitle: NoMessageValues;
  selected: { count: string };
  none: NoMessageValues;
  noneBody: NoMessageValues;
  continue: NoMessageValues;
  activate: NoMessageValues;
  prorated: NoMessageValues;
  tooSmall: { plan: string; count: string };
  tooSmallHelp: NoMessageValues;
  seePlans: NoMessageValues;
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
  continue: { id: 'billing.network.continue', defaultMessage: 'Continue to payment' },
  activate: { id: 'billing.network.activate', defaultMessage: 'Activate' },
  prorated: {
    id: 'billing.network.prorated',
    defaultMessage: 'Your subscription covers them at once; the difference is prorated on your next invoice.',
  },
  tooSmall: {
    id: 'billing.network.tooSmall',
    defaultMessage: '{plan} for {count, plural, one {# location} other {# locations}} is too small for your account',
  },
  tooSmallHelp: {
    id: 'billing.network.tooSmallHelp',
    defaultMessage: 'Select more locations, or choose a larger plan.',
  },
  seePlans: { id: 'billing.network.seePlans', defaultMessage: 'See plans' },
});

/** The plan a subscription started from My Networks begins on (the payment step's `plan`). */
const START_PLAN: PlanId = 'essential';

/** A location's name and address on one line. */
const labelOf = (l: Location) => [l.title, l.address].filter(Boolean).join(' · ');

/**
 * my-networks/plans: the inactive locations to activate (preselected from My Networks by
 * `?locations=`). Subscribed, activating changes the quantity (prorated); otherwise the
 * payment step (my-networks/plans/payment) starts the subscription for them.
 */
export default function NetworkPlansScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { actor, state } = useSubscription();
  const { page, inactive } = useLoaderData<NetworkPlansData>();
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
  // Starting a subscription: the plan must fit today's usage at the locations it will bill
  // (more locations never lower a limit, so a subscribed organization is not weighed).
  const startPlan = page.data.find((p) => p.id === START_PLAN);
  const billed = page.pageData.active_locations + ids.length;
  const tooSmall =
    !subscribed && startPlan && ids.length > 0 ? exceededFor(startPlan.limits, page.pageData.usage, billed) : [];
  const proceed = async () => {
    if (!subscribed) {
      navigate(
        `${pathFor('manager.networks.plans.payment')}?plan=${START_PLAN}&interval=month&locations=${ids.join(',')}`,
      );
      return;
    }
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
        {tooSmall.length > 0 && startPlan && (
          <MessageBox
            tone="warning"
            title={intl.formatMessage(messages.tooSmall, { plan: startPlan.name, count: String(billed) })}
            action={<Link href={pathFor('manager.plans.index')}>{intl.formatMessage(messages.seePlans)}</Link>}
          >
            <Stack space="075">
              <ExceededLimits exceeded={tooSmall} />
              <Text size="sm">{intl.formatMessage(messages.tooSmallHelp)}</Text>
            </Stack>
          </MessageBox>
        )}
        {fieldError && <MessageBox tone="error">{fieldError}</MessageBox>}
        <Inline align="between" space="150">
          <Text weight="medium">{intl.formatMessage(messages.selected, { count: String(ids.length) })}</Text>
          <Button
            variant="primary"
            isDisabled={ids.length === 0 || tooSmall.length > 0}
            isPending={activate.isPending}
            onPress={() => void proceed()}
          >
            {intl.formatMessage(subscribed ? messages.activate : messages.continue)}
          </Button>
        </Inline>
      </Stack>
    </div>
  );
}
