import { useContext } from 'react';
import {
  TooltipContext,
  TooltipTrigger as AriaTooltipTrigger,
  TooltipTriggerStateContext,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { lazyOverlay, OnFirstOpen, overlayIsOpen } from '../../internal/lazyOverlay.tsx';

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

const overlay = lazyOverlay<TooltipProps>(() => import('./TooltipContent.tsx'));

/**
 * A short hint about its trigger, linked with `aria-describedby`. Never the only place for
 * essential information (touch screens cannot hover), and never interactive. Its code loads when
 * the pointer enters or focus reaches the trigger, before the hover delay ends, not with the page.
 */
export function Tooltip(props: TooltipProps) {
  const triggerState = useContext(TooltipTriggerStateContext);
  const context = useContext(TooltipContext) as Pick<AriaTooltipProps, 'triggerRef'> | null;
  return (
    <OnFirstOpen
      isOpen={overlayIsOpen(props, triggerState)}
      triggerRef={props.triggerRef ?? context?.triggerRef}
      preload={overlay.preload}
    >
      <overlay.Content {...props} />
    </OnFirstOpen>
  );
}
