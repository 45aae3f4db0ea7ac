import { useState, type ReactNode } from 'react';
import {
  DropZone,
  FieldErrorContext,
  FileTrigger,
  Text,
  TextContext,
  isFileDropItem,
  type DropZoneProps,
} from 'react-aria-components';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { field } from '../Field/Field.css.ts';
import { UploadIcon } from '../Field/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { FieldError } from '../FieldError/FieldError.tsx';
import * as styles from './FileDrop.css.ts';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from './imageFile.ts';
import { useImageCheck } from './useImageCheck.ts';

const messages = {
  ...defineMessages({
    prompt: { id: 'ui.fileDrop.prompt', defaultMessage: 'Drag and drop an image here, or' },
    browse: { id: 'ui.fileDrop.browse', defaultMessage: 'choose a file' },
  }),
  selected: defineMessage<{ name: string }>({ id: 'ui.fileDrop.selected', defaultMessage: 'Selected file: {name}' }),
};

export interface FileDropProps extends Pick<DropZoneProps, 'isDisabled' | 'aria-label'> {
  /**
   * Called with a file that passed the checks (PNG, JPEG or WebP by its bytes, at most
   * `maxBytes`); upload it from here.
   * @default undefined
   */
  onFile?: (file: File) => void;
  /**
   * The upload is under way: the button shows a spinner and refuses new files.
   * @default false
   */
  isPending?: boolean;
  /**
   * The largest accepted file, in bytes.
   * @default 2097152 (2 MB)
   */
  maxBytes?: number;
  /**
   * An error from the server, shown like the built-in ones.
   * @default undefined
   */
  errorMessage?: ReactNode;
}

/**
 * A drop area for one image, on react-aria's `DropZone` and `FileTrigger`: drag a file in,
 * paste it, or choose it with the button. The type and the size are checked in the browser,
 * from the file's first bytes too, before `onFile` — so a wrong file never starts an upload.
 */
export function FileDrop({
  onFile,
  isPending = false,
  isDisabled = false,
  maxBytes = IMAGE_MAX_BYTES,
  errorMessage,
  ...props
}: FileDropProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string | null>(null);
  const check = useImageCheck((file) => {
    setChosen(file.name);
    onFile?.(file);
  }, maxBytes);
  const error = check.error ?? errorMessage;
  const blocked = isDisabled || isPending;

  return (
    <div className={field}>
      <DropZone
        {...props}
        isDisabled={blocked}
        data-invalid={error ? true : undefined}
        className={styles.zone}
        getDropOperation={(types) => (IMAGE_TYPES.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={async (event) => {
          const item = event.items.find(isFileDropItem);
          if (item) await check.accept(await item.getFile());
        }}
      >
        <span className={styles.icon} aria-hidden="true">
          <UploadIcon />
        </span>
        <span className={styles.prompt}>
          <Text slot="label">{intl.formatMessage(messages.prompt)}</Text>
          <FileTrigger acceptedFileTypes={[...IMAGE_TYPES]} onSelect={(files) => check.accept(files?.[0])}>
            <Button variant="secondary" size="sm" isPending={isPending} isDisabled={isDisabled}>
              {intl.formatMessage(messages.browse)}
            </Button>
          </FileTrigger>
        </span>
        <span className={styles.hint}>{check.constraints}</span>
        {chosen !== null && (
          <span className={styles.fileName}>{intl.formatMessage(messages.selected, { name: chosen })}</span>
        )}
      </DropZone>
      {/* Polite live region: a refused file is said as soon as it is refused. */}
      <div role="status">
        {/* No slots from around: inside a dialog the error's text met the dialog's `description` slot and threw. */}
        <TextContext.Provider value={null}>
          <FieldErrorContext.Provider
            value={{ isInvalid: Boolean(error), validationErrors: [], validationDetails: {} as ValidityState }}
          >
            <FieldError>{error}</FieldError>
          </FieldErrorContext.Provider>
        </TextContext.Provider>
      </div>
    </div>
  );
}
