import type { ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './Dialog.css.ts';
import type { DialogContentProps, DialogRenderProps } from './DialogContent.tsx';
import { LazyModal } from './LazyModal.tsx';

export type { DialogRenderProps };

const messages = defineMessages({
  close: { id: 'ui.dialog.close', defaultMessage: 'Close' },
});

export interface DialogProps
  extends
    Omit<DialogContentProps, 'title' | 'children' | 'footer' | 'closeLabel'>,
    Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isKeyboardDismissDisabled'> {
  /**
   * The heading that names the dialog.
   * @default undefined
   */
  title: ReactNode;
  /**
   * The body; scrolls on its own when taller than the screen, the header and footer staying put.
   * @default undefined
   */
  children?: ReactNode | ((props: DialogRenderProps) => ReactNode);
  /**
   * The actions, end-aligned (stacked full-width on a phone); a button with `slot="close"` closes.
   * @default undefined
   */
  footer?: ReactNode | ((props: DialogRenderProps) => ReactNode);
  /**
   * The maximum width: `sm` 400 px for confirmations, `md` 560 px for forms, `lg` 800 px for details.
   * On screens of 500 px and narrower every size takes the full screen.
   * @default 'md'
   */
  size?: styles.ModalVariants['size'];
  /**
   * Whether a click outside closes the dialog; turn it off while a form holds unsaved input.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether to show the close button in the header.
   * @default true
   */
  hasCloseButton?: boolean;
}

/**
 * A modal dialog on react-aria's `Modal` and `Dialog`: focus moves to the dialog (or to a
 * field with `autoFocus`), is trapped inside and returns to the trigger on close, Escape closes, the page behind is inert. Put it in a `DialogTrigger`
 * next to its button, or control it with `isOpen` and `onOpenChange`. Its code loads on the first
 * open (or when the pointer or focus reaches the trigger), not with the page.
 */
export function Dialog({
  title,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  hasCloseButton = true,
  isOpen,
  defaultOpen,
  onOpenChange,
  isKeyboardDismissDisabled,
  ...props
}: DialogProps) {
  const intl = useIntl();
  return (
    <LazyModal
      {...props}
      overlayClassName={styles.overlay}
      modalClassName={styles.modal({ size })}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      {...(isOpen !== undefined && { isOpen })}
      {...(defaultOpen !== undefined && { defaultOpen })}
      {...(onOpenChange !== undefined && { onOpenChange })}
      title={title}
      footer={footer}
      closeLabel={hasCloseButton ? intl.formatMessage(messages.close) : undefined}
    >
      {children}
    </LazyModal>
  );
}
