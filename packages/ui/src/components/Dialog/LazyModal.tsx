import { useContext } from 'react';
import { OverlayTriggerStateContext, PopoverContext, type PopoverProps } from 'react-aria-components';
import { lazyOverlay, OnFirstOpen, overlayIsOpen } from '../../internal/lazyOverlay.tsx';
import type { ModalContentProps } from './ModalContent.tsx';

const overlay = lazyOverlay<ModalContentProps>(() => import('./ModalContent.tsx'));

/**
 * The modal of Dialog, Drawer and the phone's More panel, whose code loads on its first open (or
 * when the pointer or focus reaches a `DialogTrigger`'s button), not with the page. Internal.
 */
export function LazyModal(props: ModalContentProps) {
  const triggerState = useContext(OverlayTriggerStateContext);
  // A DialogTrigger names its button in the popover context, which a modal does not read.
  const context = useContext(PopoverContext) as Pick<PopoverProps, 'triggerRef'> | null;
  return (
    <OnFirstOpen isOpen={overlayIsOpen(props, triggerState)} triggerRef={context?.triggerRef} preload={overlay.preload}>
      <overlay.Content {...props} />
    </OnFirstOpen>
  );
}
