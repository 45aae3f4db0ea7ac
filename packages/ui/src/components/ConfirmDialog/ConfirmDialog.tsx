import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { Dialog, type DialogProps } from '../Dialog/Dialog.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './ConfirmDialog.css.ts';

// Messages with values declare them, so react-intl types the values each call passes.
const messages = defineMessages<{ confirm: NoMessageValues; cancel: NoMessageValues; typeToConfirm: { word: string } }>(
  {
    confirm: { id: 'ui.confirmDialog.confirm', defaultMessage: 'Confirm' },
    cancel: { id: 'ui.confirmDialog.cancel', defaultMessage: 'Cancel' },
    typeToConfirm: { id: 'ui.confirmDialog.typeToConfirm', defaultMessage: 'Type {word} to confirm' },
  },
);

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

/** Clears the typed word whenever the dialog's content unmounts, whichever way it closed. */
function OnUnmount({ run }: { run: () => void }) {
  useEffect(() => run, [run]);
  return null;
}

/**
 * Asks before an action that matters: a title, a message, confirm and cancel. The confirm
 * button can require a typed word and shows a pending state while the work runs.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'neutral',
  onConfirm,
  isPending: pendingProp,
  confirmationWord,
  size = 'sm',
  ...props
}: ConfirmDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [typed, setTyped] = useState('');
  const clearTyped = useCallback(() => setTyped(''), []);
  const [isRunning, setRunning] = useState(false);
  const isPending = pendingProp ?? isRunning;
  const isConfirmable = confirmationWord === undefined || typed === confirmationWord;

  const confirm = async (close: () => void) => {
    if (!isConfirmable || isPending) return;
    const result = onConfirm?.();
    if (pendingProp !== undefined) return;
    if (!(result instanceof Promise)) return close();
    setRunning(true);
    try {
      await result;
      close();
    } catch {
      // The caller reports the failure; the dialog stays open so the person can retry.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog
      {...props}
      title={title}
      size={size}
      role={tone === 'danger' ? 'alertdialog' : 'dialog'}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      hasCloseButton={false}
      // Confirm submits the body's form, so Enter in the typed-word field confirms too.
      footer={() => (
        <>
          <Button variant="secondary" slot="close" isDisabled={isPending}>
            {cancelLabel ?? intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            type="submit"
            form={formId}
            isDisabled={!isConfirmable}
            isPending={isPending}
          >
            {confirmLabel ?? intl.formatMessage(messages.confirm)}
          </Button>
        </>
      )}
    >
      {({ close }) => (
        <form
          id={formId}
          className={styles.content}
          onSubmit={(event) => {
            event.preventDefault();
            void confirm(close);
          }}
        >
          <OnUnmount run={clearTyped} />
          {children !== undefined && <div className={styles.message}>{children}</div>}
          {confirmationWord !== undefined && (
            <TextField
              label={intl.formatMessage(messages.typeToConfirm, { word: confirmationWord })}
              value={typed}
              onChange={setTyped}
              isDisabled={isPending}
              // The dialog exists to type this word: starting there saves a Tab, and the
              // label says what to type.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              autoComplete="off"
              spellCheck="false"
            />
          )}
        </form>
      )}
    </Dialog>
  );
}
