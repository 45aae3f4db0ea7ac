import type { ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import type { DialogContentProps } from '../Dialog/DialogContent.tsx';
import { LazyModal } from '../Dialog/LazyModal.tsx';
import * as styles from './Drawer.css.ts';

const messages = defineMessages({
  close: { id: 'ui.drawer.close', defaultMessage: 'Close' },
});

export interface DrawerProps
  extends
    Omit<DialogContentProps, 'title' | 'closeLabel'>,
    Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isKeyboardDismissDisabled'> {
  /**
   * The heading that names the drawer.
   * @default undefined
   */
  title: ReactNode;
  /**
   * The maximum width on wide screens: `sm` 360 px, `md` 480 px, `lg` 640 px. On screens of
   * 500 px and narrower the drawer rises from the bottom at full width.
   * @default 'md'
   */
  size?: styles.DrawerVariants['size'];
  /**
   * Whether a click on the dimmed page closes the drawer.
   * @default true
   */
  isDismissable?: boolean;
}

/**
 * A side sheet for details and secondary tasks (a review, a reward) that keeps the list
 * behind in view. Modal like `Dialog`: focus is trapped and returns to the trigger, Escape closes.
 * Its code loads on the first open, as Dialog's does.
 */
export function Drawer({
  title,
  size = 'md',
  isDismissable = true,
  isOpen,
  defaultOpen,
  onOpenChange,
  isKeyboardDismissDisabled,
  className,
  ...props
}: DrawerProps) {
  const intl = useIntl();
  return (
    <LazyModal
      {...props}
      overlayClassName={styles.overlay}
      modalClassName={styles.panel({ size })}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      {...(isOpen !== undefined && { isOpen })}
      {...(defaultOpen !== undefined && { defaultOpen })}
      {...(onOpenChange !== undefined && { onOpenChange })}
      title={title}
      closeLabel={intl.formatMessage(messages.close)}
      className={className}
    />
  );
}
