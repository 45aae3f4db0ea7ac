import type { BillingInterval, ExceededLimit, Plan } from '@starcrew/contract';
import { Badge, Button, Card, Stack, Text } from '@starcrew/ui';
import { useId } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import * as styles from './billing.css.ts';
import { ExceededLimits } from './ExceededLimits.tsx';
import { useMoney } from './money.ts';

const messages = defineMessages<{
  perMonth: NoMessageValues;
  perYear: NoMessageValues;
  members: { count: string };
  campaigns: { count: string };
  competitors: { count: string };
  current: NoMessageValues;
  choose: { name: string };
  tooSmall: NoMessageValues;
}>({
  perMonth: { id: 'billing.plan.perMonth', defaultMessage: 'per location / month, excl. VAT' },
  perYear: { id: 'billing.plan.perYear', defaultMessage: 'per location / year, excl. VAT' },
  members: {
    id: 'billing.plan.members',
    defaultMessage:
      '{count, select, unlimited {Unlimited team members} other {Up to {count} team members per location}}',
  },
  campaigns: {
    id: 'billing.plan.campaigns',
    defaultMessage:
      '{count, select, unlimited {Unlimited campaigns} other {Up to {count} running campaigns per location}}',
  },
  competitors: { id: 'billing.plan.competitors', defaultMessage: 'Track up to {count} competitors per location' },
  current: { id: 'billing.plan.current', defaultMessage: 'Current plan' },
  choose: { id: 'billing.plan.choose', defaultMessage: 'Choose {name}' },
  tooSmall: { id: 'billing.plan.tooSmall', defaultMessage: 'Too small' },
});

export interface PlanCardProps {
  /** The plan of the catalogue. */
  plan: Plan;
  /** Which price to show. */
  interval: BillingInterval;
  /** Whether it is the organization's plan at this interval (no button then). @default false */
  isCurrent?: boolean;
  /** Label of the action, "Choose Pro" by default. @default undefined */
  actionLabel?: string;
  /** Whether the action is running. @default false */
  isPending?: boolean;
  /** Called when the person picks the plan; no button without it. @default undefined */
  onChoose?: () => void;
  /**
   * What today's usage exceeds under this plan: the action is disabled and the reasons shown.
   * @default []
   */
  exceeded?: readonly ExceededLimit[];
}

/** One plan: its price per location for the interval and its limits (decisions.md). */
export function PlanCard({
  plan,
  interval,
  isCurrent = false,
  actionLabel,
  isPending = false,
  onChoose,
  exceeded = [],
}: PlanCardProps) {
  const intl = useIntl();
  const reasonId = useId();
  const tooSmall = exceeded.length > 0;
  const { money } = useMoney();
  const limit = (n: number | null) => (n === null ? 'unlimited' : String(n));
  return (
    <Card
      title={plan.name}
      headingLevel={2}
      actions={
        isCurrent ? (
          <Badge tone="accent">{intl.formatMessage(messages.current)}</Badge>
        ) : onChoose && tooSmall ? (
          <Badge tone="warning">{intl.formatMessage(messages.tooSmall)}</Badge>
        ) : undefined
      }
      footer={
        onChoose && !isCurrent ? (
          <div className={styles.planFooter}>
            <Button
              variant={plan.id === 'pro' && !tooSmall ? 'primary' : 'secondary'}
              onPress={onChoose}
              isPending={isPending}
              isDisabled={tooSmall}
              {...(tooSmall ? { 'aria-describedby': reasonId } : {})}
            >
              {actionLabel ?? intl.formatMessage(messages.choose, { name: plan.name })}
            </Button>
            {tooSmall && <ExceededLimits exceeded={exceeded} id={reasonId} />}
          </div>
        ) : undefined
      }
    >
      <Stack space="150">
        <Stack space="025">
          <span className={styles.price}>{money(plan.prices[interval])}</span>
          <Text size="sm" tone="muted">
            {intl.formatMessage(interval === 'month' ? messages.perMonth : messages.perYear)}
          </Text>
        </Stack>
        <ul className={styles.featureList}>
          <li>
            <Text size="sm">
              {intl.formatMessage(messages.members, { count: limit(plan.limits.members_per_location) })}
            </Text>
          </li>
          <li>
            <Text size="sm">
              {intl.formatMessage(messages.campaigns, { count: limit(plan.limits.running_campaigns_per_location) })}
            </Text>
          </li>
          <li>
            <Text size="sm">
              {intl.formatMessage(messages.competitors, { count: String(plan.limits.competitors_per_location) })}
            </Text>
          </li>
        </ul>
      </Stack>
    </Card>
  );
}
