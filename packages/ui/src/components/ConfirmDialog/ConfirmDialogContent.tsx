import { useCallback, useEffect, useId, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import * as dialogStyles from '../Dialog/Dialog.css.ts';
import ModalContent from '../Dialog/ModalContent.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';
import * as styles from './ConfirmDialog.css.ts';

// Messages with values declare them, so react-intl types the values each call passes.
const messages = defineMessages<{ confirm: NoMessageValues; cancel: NoMessageValues; typeToConfirm: { word: string } }>(
  {
    confirm: { id: 'ui.confirmDialog.confirm', defaultMessage: 'Confirm' },
    cancel: { id: 'ui.confirmDialog.cancel', defaultMessage: 'Cancel' },
    typeToConfirm: { id: 'ui.confirmDialog.typeToConfirm', defaultMessage: 'Type {word} to confirm' },
  },
);

/** Clears the typed word whenever the dialog's content unmounts, whichever way it closed. */
function OnUnmount({ run }: { run: () => void }) {
  useEffect(() => run, [run]);
  return null;
}

/**
 * ConfirmDialog's body and modal, loaded on its first open (or when the pointer or focus reaches
 * its `DialogTrigger`'s button) with the modal frame in the same chunk: what `Dialog` would render
 * for it, `ModalContent` with the dialog's classes and no close button (`ConfirmDialog.tsx`).
 */
export default function ConfirmDialogContent({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'neutral',
  onConfirm,
  isPending: pendingProp,
  confirmationWord,
  size = 'sm',
  isOpen,
  defaultOpen,
  onOpenChange,
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
    <ModalContent
      {...props}
      overlayClassName={dialogStyles.overlay}
      modalClassName={dialogStyles.modal({ size })}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      {...(isOpen !== undefined && { isOpen })}
      {...(defaultOpen !== undefined && { defaultOpen })}
      {...(onOpenChange !== undefined && { onOpenChange })}
      title={title}
      role={tone === 'danger' ? 'alertdialog' : 'dialog'}
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
    </ModalContent>
  );
}
