import { Suspense, useContext } from 'react';
import { OverlayTriggerStateContext, PopoverContext, type PopoverProps } from 'react-aria-components';
import { lazyOverlay, overlayIsOpen, useHasOpened, usePreloadOnIntent } from '../../internal/lazyOverlay.tsx';
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
  usePreloadOnIntent(context?.triggerRef, overlay.preload);
  const hasOpened = useHasOpened(overlayIsOpen(props, triggerState));
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <overlay.Content {...props} />
    </Suspense>
  );
}
