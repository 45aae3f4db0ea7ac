import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Badge.css.ts';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * The colour by meaning; pair `danger`/`warning` with words, colour is never the only cue.
   * @default 'neutral'
   */
  tone?: styles.BadgeVariants['tone'];
  /**
   * A number to show instead of children, formatted for the locale ("1 234" in French).
   * @default undefined
   */
  count?: number;
  /**
   * Counts above it show as "99+".
   * @default 99
   */
  max?: number;
}

/** A short label or a count: "New", "Beta", the number of unanswered reviews on a tab. */
export function Badge({ tone = 'neutral', count, max = 99, className, children, ...props }: BadgeProps) {
  const intl = useIntl();
  const shown = count === undefined ? children : count > max ? `${intl.formatNumber(max)}+` : intl.formatNumber(count);
  return (
    <span {...props} className={cx(styles.badge({ tone }), className)}>
      {shown}
    </span>
  );
}
