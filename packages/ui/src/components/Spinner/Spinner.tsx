import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { withBase } from '../../utils/classNames.ts';
import * as styles from './Spinner.css.ts';

const messages = defineMessages({
  label: { id: 'ui.spinner.label', defaultMessage: 'Loading' },
});

export interface SpinnerProps extends Omit<
  ProgressBarProps,
  'isIndeterminate' | 'value' | 'minValue' | 'maxValue' | 'children'
> {
  /**
   * What is loading, for screen readers ("Loading reviews"); without it, "Loading".
   * @default 'Loading' from the catalogue
   */
  'aria-label'?: string;
  /**
   * 16, 20 or 32 px.
   * @default 'md'
   */
  size?: styles.SpinnerVariants['size'];
  /**
   * `accent` on pages, `muted` for quiet inline loading, `current` on coloured surfaces.
   * @default 'accent'
   */
  tone?: styles.SpinnerVariants['tone'];
}

/**
 * An indeterminate progress indicator on react-aria's `ProgressBar`: a `progressbar` with a
 * name, so a screen reader hears "Loading" where the content will be.
 */
export function Spinner({ size = 'md', tone = 'accent', className, ...props }: SpinnerProps) {
  const intl = useIntl();
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <ProgressBar
      {...props}
      aria-label={named ? props['aria-label'] : intl.formatMessage(messages.label)}
      isIndeterminate
      className={withBase(styles.spinner({ size, tone }), className)}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
