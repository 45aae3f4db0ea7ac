import { useContext, type ComponentType } from 'react';
import { OverlayTriggerStateContext, PopoverContext, type PopoverProps } from 'react-aria-components';
import { lazyOverlay, OnFirstOpen, overlayIsOpen } from '../../internal/lazyOverlay.tsx';
import type { ModalContentProps } from './ModalContent.tsx';

/**
 * A modal whose whole code is the module `load` imports (its default export), fetched on the
 * modal's first open or when the pointer or focus reaches a `DialogTrigger`'s button, not with the
 * page. Dialog, Drawer and the phone's More panel use `LazyModal` (the modal frame alone);
 * ConfirmDialog its own module with its body and the frame in one chunk. Internal.
 */
export function lazyModal<P extends { isOpen?: boolean | undefined; defaultOpen?: boolean | undefined }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const overlay = lazyOverlay<P>(load);
  return function LazyModalOf(props: P) {
    const triggerState = useContext(OverlayTriggerStateContext);
    // A DialogTrigger names its button in the popover context, which a modal does not read.
    const context = useContext(PopoverContext) as Pick<PopoverProps, 'triggerRef'> | null;
    return (
      <OnFirstOpen
        isOpen={overlayIsOpen(props, triggerState)}
        triggerRef={context?.triggerRef}
        preload={overlay.preload}
      >
        <overlay.Content {...props} />
      </OnFirstOpen>
    );
  };
}

/**
 * The modal of Dialog, Drawer and the phone's More panel, whose code loads on its first open (or
 * when the pointer or focus reaches a `DialogTrigger`'s button), not with the page. Internal.
 */
export const LazyModal = lazyModal<ModalContentProps>(() => import('./ModalContent.tsx'));
