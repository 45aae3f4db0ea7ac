import { useId, type ReactNode } from 'react';
import {
  Button as AriaButton,
  ButtonContext,
  ProgressBar,
  composeRenderProps,
  useSlottedContext,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './Button.css.ts';

export interface ButtonProps extends AriaButtonProps {
  /**
   * The visual weight: `primary` for the one main action of a view, `secondary` for the others,
   * `ghost` for actions in dense toolbars, `danger` for destructive actions.
   * @default 'primary'
   */
  variant?: styles.ButtonVariants['variant'];
  /**
   * The height and padding: `sm` for dense tables and toolbars, `lg` for touch-first pages.
   * @default 'md'
   */
  size?: styles.ButtonVariants['size'];
  /**
   * A decorative icon shown before the label; give an icon-only button an `aria-label`.
   * @default undefined
   */
  icon?: ReactNode;
}

/**
 * A button on react-aria's `Button`: press events for mouse, touch and keyboard; `isPending`
 * keeps focus, blocks presses, shows a spinner and announces the pending state.
 */
export function Button({ variant = 'primary', size = 'md', icon, className, children, ...props }: ButtonProps) {
  const intl = useIntl();
  const labelId = useId();
  // A parent (a ComboBox, a Dialog) may name the button through react-aria's context.
  const fromContext = useSlottedContext(ButtonContext, props.slot);
  const hasOwnName = [props, fromContext].some(
    (source) => source?.['aria-label'] !== undefined || source?.['aria-labelledby'] !== undefined,
  );
  const labelledBy = hasOwnName || children == null ? props['aria-labelledby'] : labelId;
  return (
    <AriaButton
      {...props}
      // Naming the button by its label element lets react-aria add the spinner's name to it
      // while pending ("Save Loading"), which is what it announces.
      aria-labelledby={labelledBy}
      className={composeRenderProps(className, (own) =>
        [styles.button({ variant, size }), own].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {icon !== undefined && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          {content !== undefined && content !== null && (
            <span id={labelId} className={styles.label}>
              {content}
            </span>
          )}
          {isPending && (
            <ProgressBar
              isIndeterminate
              aria-label={intl.formatMessage({ id: 'ui.button.pending' })}
              className={styles.spinner}
            >
              <svg className={styles.spinnerSvg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
                <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
                <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              </svg>
            </ProgressBar>
          )}
        </>
      ))}
    </AriaButton>
  );
}
