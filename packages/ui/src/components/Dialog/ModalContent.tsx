import { Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { DialogContent, type DialogContentProps } from './DialogContent.tsx';

export interface ModalContentProps
  extends
    DialogContentProps,
    Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'> {
  /** The dimmed layer's class. */
  overlayClassName: string;
  /** The panel's class (its size and place). */
  modalClassName: string;
}

/**
 * The modal overlay of Dialog, Drawer and the phone's More panel, loaded on their first open
 * (`LazyModal.tsx`): react-aria's `ModalOverlay` and `Modal` around the titled `DialogContent`,
 * rendered inside the trigger's contexts.
 */
export default function ModalContent({
  overlayClassName,
  modalClassName,
  isDismissable,
  isKeyboardDismissDisabled,
  isOpen,
  defaultOpen,
  onOpenChange,
  ...props
}: ModalContentProps) {
  return (
    <ModalOverlay
      className={overlayClassName}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      {...(isOpen !== undefined && { isOpen })}
      {...(defaultOpen !== undefined && { defaultOpen })}
      {...(onOpenChange !== undefined && { onOpenChange })}
    >
      <Modal className={modalClassName}>
        <DialogContent {...props} />
      </Modal>
    </ModalOverlay>
  );
}
