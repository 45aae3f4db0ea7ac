import { useContext, type ReactNode } from 'react';
import {
  OverlayTriggerStateContext,
  PopoverContext,
  type DialogProps as AriaDialogProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { lazyOverlay, OnFirstOpen, overlayIsOpen } from '../../internal/lazyOverlay.tsx';

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

const overlay = lazyOverlay<PopoverProps>(() => import('./PopoverContent.tsx'));

/**
 * A non-modal panel anchored to its trigger, on react-aria's `Popover` holding a `Dialog`:
 * put it in a `DialogTrigger` after its button. Escape and a click outside close it, and focus
 * returns to the trigger. For lists of actions use `Menu`; for a hint on hover use `Tooltip`.
 * The panel's code loads on the first open (or when the pointer or focus reaches the trigger),
 * not with the page.
 */
export function Popover(props: PopoverProps) {
  const triggerState = useContext(OverlayTriggerStateContext);
  const context = useContext(PopoverContext) as Pick<AriaPopoverProps, 'triggerRef'> | null;
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
