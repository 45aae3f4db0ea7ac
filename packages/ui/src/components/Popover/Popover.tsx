import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  composeRenderProps,
  type DialogProps as AriaDialogProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { arrow, floatingSurface } from '../../internal/surface.css.ts';
import * as styles from './Popover.css.ts';

export interface PopoverProps
  extends Omit<AriaPopoverProps, 'children'>, Pick<AriaDialogProps, 'aria-label' | 'aria-labelledby'> {
  /**
   * A short heading that names the popover; without it give an `aria-label`.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * The content; buttons with `slot="close"` close the popover.
   * @default undefined
   */
  children?: AriaDialogProps['children'];
  /**
   * Whether to draw the arrow pointing at the trigger.
   * @default true
   */
  hasArrow?: boolean;
}

/**
 * A non-modal panel anchored to its trigger, on react-aria's `Popover` holding a `Dialog`:
 * put it in a `DialogTrigger` after its button. Escape and a click outside close it, and focus
 * returns to the trigger. For lists of actions use `Menu`; for a hint on hover use `Tooltip`.
 */
export function Popover({
  title,
  children,
  hasArrow = true,
  offset = 10,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      offset={offset}
      className={composeRenderProps(className, (own) =>
        [floatingSurface, styles.popover, own].filter(Boolean).join(' '),
      )}
    >
      {hasArrow && (
        <OverlayArrow>
          <svg width={14} height={8} viewBox="0 0 14 8" className={arrow} aria-hidden="true">
            <path d="M0 0 L7 7 L14 0" className={styles.arrowPath} />
          </svg>
        </OverlayArrow>
      )}
      <AriaDialog aria-label={ariaLabel} aria-labelledby={ariaLabelledBy} className={styles.dialog}>
        {(renderProps) => (
          <>
            {title !== undefined && (
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            )}
            {typeof children === 'function' ? children(renderProps) : children}
          </>
        )}
      </AriaDialog>
    </AriaPopover>
  );
}
