import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/classNames.ts';
import * as styles from './TopBar.css.ts';

export interface TopBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * Shown at the start only at 500 px and narrower, where no sidebar carries the logo.
   * @default undefined
   */
  logo?: ReactNode;
  /**
   * The start slot, e.g. the business-location selector.
   * @default undefined
   */
  start?: ReactNode;
  /**
   * The end slot, e.g. the language selector and the profile menu.
   * @default undefined
   */
  end?: ReactNode;
}

/** The bar over the page content of the signed-in areas: a `header` with start and end slots. */
export function TopBar({ logo, start, end, className, ...props }: TopBarProps) {
  return (
    <header {...props} className={cx(styles.topBar, className)}>
      {logo !== undefined && <div className={styles.logo}>{logo}</div>}
      <div className={styles.start}>{start}</div>
      <div className={styles.end}>{end}</div>
    </header>
  );
}
