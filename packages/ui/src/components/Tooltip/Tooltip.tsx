import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  composeRenderProps,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { arrow } from '../../internal/surface.css.ts';
import * as styles from './Tooltip.css.ts';

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * Milliseconds of hover before the tooltip opens (keyboard focus opens it at once).
   * @default 600
   */
  delay?: number;
  /**
   * Milliseconds before it closes once the pointer leaves.
   * @default 300
   */
  closeDelay?: number;
}

/**
 * Shows its `Tooltip` when the trigger (a focusable element such as a Button) is hovered or
 * focused by keyboard, and hides it on Escape, blur or pointer leave.
 * `delay` defaults to 600 ms rather than react-aria's 1500 ms: long enough not to flash while
 * the pointer crosses a toolbar, short enough to answer "what does this icon do?".
 */
export function TooltipTrigger({ delay = 600, closeDelay = 300, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} closeDelay={closeDelay} {...props} />;
}

export interface TooltipProps extends AriaTooltipProps {
  /**
   * Whether to draw the arrow pointing at the trigger.
   * @default true
   */
  hasArrow?: boolean;
}

/**
 * A short hint about its trigger, linked with `aria-describedby`. Never the only place for
 * essential information (touch screens cannot hover), and never interactive.
 */
export function Tooltip({ hasArrow = true, offset = 8, className, children, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      offset={offset}
      className={composeRenderProps(className, (own) => [styles.tooltip, own].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {hasArrow && (
            <OverlayArrow>
              <svg width={10} height={5} viewBox="0 0 10 5" className={arrow} aria-hidden="true">
                <path d="M0 0 L5 5 L10 0" className={styles.arrowPath} />
              </svg>
            </OverlayArrow>
          )}
          {content}
        </>
      ))}
    </AriaTooltip>
  );
}
