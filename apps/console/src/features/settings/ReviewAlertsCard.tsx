import { setReviewAlerts } from '@starcrew/api-client';
import type { ReviewAlerts } from '@starcrew/contract';
import { Card, Skeleton, Switch, toastQueue } from '@starcrew/ui';
import { Suspense, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Await } from 'react-router';
import { useApiMutation } from '../../app/useMutation.ts';

const messages = defineMessages({
  title: { id: 'settings.alerts.title', defaultMessage: 'Notifications' },
  label: { id: 'settings.alerts.label', defaultMessage: 'Email me about 1 and 2 star reviews' },
  description: {
    id: 'settings.alerts.description',
    defaultMessage:
      'An email for each new review of 1 or 2 stars at the locations you manage, with its text and a link to answer it.',
  },
});

/**
 * The low-rating alerts switch (issue 14): on by default, saved as soon as it is flipped. The
 * switch shows the new state at once and goes back if the call fails (the API client toasts why).
 */
function AlertsSwitch({ initial }: { initial: boolean }) {
  const intl = useIntl();
  const [enabled, setEnabled] = useState(initial);
  const save = useApiMutation(setReviewAlerts);
  const change = async (next: boolean) => {
    setEnabled(next);
    const result = await save.run(next);
    if (!result) return setEnabled(!next);
    if (result.message) toastQueue.add({ tone: 'success', title: result.message });
  };
  return (
    <Switch
      isSelected={enabled}
      isDisabled={save.isPending}
      onChange={(next) => void change(next)}
      description={intl.formatMessage(messages.description)}
    >
      {intl.formatMessage(messages.label)}
    </Switch>
  );
}

/** Managers and the owner: the card under the profile; none when the switch could not be read. */
export function ReviewAlertsCard({ alerts }: { alerts: Promise<ReviewAlerts | null> }) {
  const intl = useIntl();
  const card = (content: ReactNode) => <Card title={intl.formatMessage(messages.title)}>{content}</Card>;
  return (
    <Suspense fallback={card(<Skeleton shape="rect" height="3rem" />)}>
      <Await resolve={alerts}>
        {(value: ReviewAlerts | null) => value && card(<AlertsSwitch initial={value.enabled} />)}
      </Await>
    </Suspense>
  );
}
