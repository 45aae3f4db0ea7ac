import type { ReactNode } from 'react';
import type { DialogProps } from '../Dialog/Dialog.tsx';
import { lazyModal } from '../Dialog/LazyModal.tsx';

/** The tones a confirmation takes, shared by its type and its stories. */
export const confirmTones = ['neutral', 'danger'] as const;

export interface ConfirmDialogProps extends Pick<
  DialogProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size' | 'aria-label'
> {
  /**
   * The question, e.g. "Delete this seller?".
   * @default undefined
   */
  title: ReactNode;
  /**
   * What happens if the person confirms, in a sentence or two.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * The confirm button's label; name the action ("Delete seller") rather than "OK".
   * @default 'Confirm' from the catalogue
   */
  confirmLabel?: ReactNode;
  /**
   * The cancel button's label.
   * @default 'Cancel' from the catalogue
   */
  cancelLabel?: ReactNode;
  /**
   * `danger` for destructive actions: a red confirm button and an `alertdialog` role.
   * @default 'neutral'
   */
  tone?: (typeof confirmTones)[number];
  /**
   * Called on confirm. If it returns a promise the dialog stays open and pending until it
   * settles, closes when it resolves and stays open when it rejects (the caller shows why).
   * @default undefined
   */
  onConfirm?: () => void | Promise<unknown>;
  /**
   * Shows the confirm button as pending and blocks closing. When set, the parent closes the
   * dialog itself (through `isOpen`), as a machine-driven flow does.
   * @default undefined
   */
  isPending?: boolean;
  /**
   * A word the person must type exactly (case-sensitive) before confirm is enabled, such as
   * `DELETE` for account deletion (spec section 5).
   * @default undefined
   */
  confirmationWord?: string;
}

/** The confirmation's lazy module (body, buttons, field and modal frame): fetched on intent or first open. */
const LazyConfirmDialog = lazyModal<ConfirmDialogProps>(() => import('./ConfirmDialogContent.tsx'));

/**
 * Asks before an action that matters: a title, a message, confirm and cancel. The confirm
 * button can require a typed word and shows a pending state while the work runs. Its code (the
 * body, the buttons, the field and the modal) loads on the first open, or when the pointer or
 * focus reaches its `DialogTrigger`'s button, not with the page (packages/ui/DECISIONS.md).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return <LazyConfirmDialog {...props} />;
}
