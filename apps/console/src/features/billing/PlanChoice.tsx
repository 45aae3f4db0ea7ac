import type { BillingInterval, PlansResponse } from '@starcrew/contract';
import { MessageBox, SegmentedControl, SegmentedControlItem, Stack } from '@starcrew/ui';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import * as styles from './billing.css.ts';

const messages = defineMessages<{
  trial: { days: string };
  interval: NoMessageValues;
  monthly: NoMessageValues;
  annual: { percent: string };
}>({
  trial: {
    id: 'billing.plans.trial',
    defaultMessage: 'Start with a {days}-day free trial. Your card is only charged when it ends.',
  },
  interval: { id: 'billing.plans.interval', defaultMessage: 'Billing period' },
  monthly: { id: 'billing.plans.monthly', defaultMessage: 'Monthly' },
  annual: { id: 'billing.plans.annual', defaultMessage: 'Annual (save {percent}%)' },
});

export interface PlanChoiceProps {
  /** The catalogue's page data (trial, annual saving). */
  pageData: PlansResponse['pageData'];
  interval: BillingInterval;
  onIntervalChange: (interval: BillingInterval) => void;
  /** Whether the trial is offered here (not to an organization already subscribed). */
  offerTrial: boolean;
  /** The plan cards. */
  children: ReactNode;
}

/**
 * The choice of plan and period, the same on plans and on the activation path of My Networks:
 * the trial offer, the monthly/annual toggle with the annual saving and the plan cards.
 */
export function PlanChoice({ pageData, interval, onIntervalChange, offerTrial, children }: PlanChoiceProps) {
  const intl = useIntl();
  return (
    <Stack space="300">
      {pageData.trial_available && offerTrial && (
        <MessageBox tone="success">
          {intl.formatMessage(messages.trial, { days: String(pageData.trial_days) })}
        </MessageBox>
      )}
      <SegmentedControl
        aria-label={intl.formatMessage(messages.interval)}
        selectedKey={interval}
        onChange={(key) => onIntervalChange(key as BillingInterval)}
      >
        <SegmentedControlItem id="month">{intl.formatMessage(messages.monthly)}</SegmentedControlItem>
        <SegmentedControlItem id="year">
          {intl.formatMessage(messages.annual, { percent: String(pageData.annual_saving_percent) })}
        </SegmentedControlItem>
      </SegmentedControl>
      <div className={styles.planGrid}>{children}</div>
    </Stack>
  );
}
