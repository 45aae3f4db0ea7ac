import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { withBase } from '../../utils/classNames.ts';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  /**
   * The visible label ("Reviews collected"); without one give an `aria-label`.
   * @default undefined
   */
  label?: ReactNode;
  /**
   * Shows react-aria's formatted value ("60%", or `valueLabel` such as "12 of 20") beside
   * the label; ignored while indeterminate.
   * @default true when there is a label
   */
  showValueLabel?: boolean;
  /**
   * The fill's colour: `success` for a reached goal, `warning`/`danger` for quotas running out.
   * @default 'accent'
   */
  tone?: styles.ProgressBarVariants['tone'];
  /**
   * The bar's thickness: 4 or 8 px.
   * @default 'md'
   */
  size?: styles.ProgressBarVariants['size'];
}

/**
 * Progress towards a goal or of a task, on react-aria's `ProgressBar` (`role="progressbar"`
 * with its value); `isIndeterminate` when the amount is unknown.
 */
export function ProgressBar({
  label,
  showValueLabel,
  tone = 'accent',
  size = 'md',
  className,
  ...props
}: ProgressBarProps) {
  const showValue = showValueLabel ?? label !== undefined;
  return (
    <AriaProgressBar {...props} className={withBase(styles.progressBar({ tone, size }), className)}>
      {({ percentage = 0, valueText, isIndeterminate }) => (
        <>
          {label !== undefined && <Label className={styles.label}>{label}</Label>}
          {showValue && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
          <div className={styles.track}>
            {/* react-aria sets no data attribute for this state: the fill carries its own. */}
            <div
              className={styles.fill}
              data-indeterminate={isIndeterminate || undefined}
              style={assignInlineVars({ [styles.percentVar]: String(percentage) })}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
