import { Dialog as AriaDialog, Heading, composeRenderProps } from 'react-aria-components';
import { FloatingPopover, OverlayArrow } from '../../internal/floating.tsx';
import { arrow, floatingSurface } from '../../internal/surface.css.ts';
import type { PopoverProps } from './Popover.tsx';
import * as styles from './Popover.css.ts';

/**
 * Popover's overlay, loaded on its first open (`Popover.tsx`): a popover (`FloatingPopover`,
 * react-aria's `Popover` on its hooks) holding react-aria's `Dialog`, rendered inside the trigger's contexts.
 */
export default function PopoverContent({
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
    <FloatingPopover
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
    </FloatingPopover>
  );
}
