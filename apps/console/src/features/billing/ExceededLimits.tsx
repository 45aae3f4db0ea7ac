import type { ExceededLimit } from '@starcrew/contract';
import { Text } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './billing.css.ts';

const messages = defineMessages<{ reason: { resource: string; limit: string; count: string } }>({
  reason: {
    id: 'billing.plan.exceeded',
    defaultMessage:
      '{resource, select, competitors {Up to {limit} competitors per location: one of yours has {count}} running_campaigns {Up to {limit} running campaigns per location: one of yours has {count}} other {Up to {limit} team members per location: one of yours has {count}}}',
  },
});

export interface ExceededLimitsProps {
  /** What today's usage exceeds, from the plans list (or weighed for a choice of locations). */
  exceeded: readonly ExceededLimit[];
  /** Id of the list, for the control it explains (`aria-describedby`). @default undefined */
  id?: string;
}

/** Why a plan is too small: one line per limit, with the count the organization has today. */
export function ExceededLimits({ exceeded, id }: ExceededLimitsProps) {
  const intl = useIntl();
  return (
    <ul className={styles.exceededList} id={id}>
      {exceeded.map(({ resource, limit, count }) => (
        <li key={resource}>
          <Text size="sm" tone="danger">
            {intl.formatMessage(messages.reason, { resource, limit: String(limit), count: String(count) })}
          </Text>
        </li>
      ))}
    </ul>
  );
}
