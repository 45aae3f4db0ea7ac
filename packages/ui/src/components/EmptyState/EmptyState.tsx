import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/classNames.ts';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * A decorative icon (hidden from screen readers) shown in a soft circle above the title.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * What is empty, as a heading: "No reviews yet".
   */
  title: ReactNode;
  /**
   * The heading level, to fit the page's outline.
   * @default 2
   */
  headingLevel?: HeadingLevel;
  /**
   * What to do about it: one Button or Link, rarely two.
   * @default undefined
   */
  action?: ReactNode;
}

/** What a list or a page shows when there is nothing yet, and the way to fill it. */
export function EmptyState({ icon, title, headingLevel = 2, action, className, children, ...props }: EmptyStateProps) {
  return (
    <div {...props} className={cx(styles.emptyState, className)}>
      {icon !== undefined && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading level={headingLevel} size="sm">
        {title}
      </Heading>
      {children !== undefined && <div className={styles.body}>{children}</div>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
