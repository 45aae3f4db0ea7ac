import type { HTMLAttributes } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cx } from '../../utils/classNames.ts';
import * as styles from './StatusPill.css.ts';

const messages = defineMessages({
  active: { id: 'ui.statusPill.active', defaultMessage: 'Active' },
  inactive: { id: 'ui.statusPill.inactive', defaultMessage: 'Inactive' },
  upcoming: { id: 'ui.statusPill.upcoming', defaultMessage: 'Upcoming' },
  inProgress: { id: 'ui.statusPill.inProgress', defaultMessage: 'In progress' },
  completed: { id: 'ui.statusPill.completed', defaultMessage: 'Completed' },
});

export type PillStatus = NonNullable<styles.StatusPillVariants['status']>;

export interface StatusPillProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * The state of a campaign (`upcoming`, `inProgress`, `completed`) or of a network or seller
   * (`active`, `inactive`); it sets the dot's colour and the default label.
   * @default 'active'
   */
  status?: PillStatus;
}

/**
 * The state of a thing in a list, as a dot and a word. The word comes from the catalogue;
 * pass children for another wording (French agreement: "Active" for a campaign).
 */
export function StatusPill({ status = 'active', className, children, ...props }: StatusPillProps) {
  const intl = useIntl();
  return (
    <span {...props} className={cx(styles.statusPill({ status }), className)}>
      {status === 'completed' ? (
        <svg className={styles.completedDot} viewBox="0 0 10 10" fill="none" aria-hidden="true">
          <path
            d="m2 5.25 2 2 4-4.5"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      ) : (
        <span className={styles.dot} aria-hidden="true" />
      )}
      <span className={styles.label}>{children ?? intl.formatMessage(messages[status])}</span>
    </span>
  );
}
