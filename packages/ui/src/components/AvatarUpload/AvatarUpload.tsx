import { useEffect, useState, type ReactNode } from 'react';
import { DropZone, FieldErrorContext, FileTrigger, isFileDropItem } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { FieldError } from '../FieldError/FieldError.tsx';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../FileDrop/imageFile.ts';
import { useImageCheck } from '../FileDrop/useImageCheck.ts';
import * as styles from './AvatarUpload.css.ts';

const messages = defineMessages({
  change: { id: 'ui.avatarUpload.change', defaultMessage: 'Change photo' },
  preview: { id: 'ui.avatarUpload.preview', defaultMessage: 'Preview of the new photo' },
  drop: { id: 'ui.avatarUpload.drop', defaultMessage: 'Drop or paste a new photo' },
});

export interface AvatarUploadProps {
  /** The person's full name: the initials while there is no photo, and the photo's alt text. */
  name: string;
  /**
   * The current photo's URL.
   * @default undefined
   */
  src?: string;
  /**
   * Called with a checked image (PNG, JPEG or WebP, at most 2 MB); upload it from here.
   * @default undefined
   */
  onFile?: (file: File) => void;
  /**
   * The upload is under way: the photo dims and the button shows a spinner.
   * @default false
   */
  isPending?: boolean;
  /**
   * Refuses any new photo.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * An error from the server, shown like the built-in ones.
   * @default undefined
   */
  errorMessage?: ReactNode;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]!.toLocaleUpperCase())
    .join('');

/**
 * A profile photo with its "Change photo" button: shows the current photo or the initials,
 * then a preview of the chosen file while it uploads. Files can be dropped on the photo too.
 * The same checks as FileDrop run before `onFile`.
 */
export function AvatarUpload({
  name,
  src,
  onFile,
  isPending = false,
  isDisabled = false,
  errorMessage,
}: AvatarUploadProps) {
  const intl = useIntl();
  const [preview, setPreview] = useState<string | null>(null);
  const check = useImageCheck((file) => {
    setPreview(URL.createObjectURL(file));
    onFile?.(file);
  }, IMAGE_MAX_BYTES);
  // Each preview URL holds the file in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const error = check.error ?? errorMessage;

  return (
    <div className={styles.root}>
      <DropZone
        // react-aria gives the drop zone a hidden button, so keyboards can paste a file in.
        aria-label={intl.formatMessage(messages.drop)}
        isDisabled={isDisabled || isPending}
        data-pending={isPending || undefined}
        className={styles.avatar}
        getDropOperation={(types) => (IMAGE_TYPES.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={async (event) => {
          const item = event.items.find(isFileDropItem);
          if (item) await check.accept(await item.getFile());
        }}
      >
        {preview ? (
          <img className={styles.image} src={preview} alt={intl.formatMessage(messages.preview)} />
        ) : src ? (
          <img className={styles.image} src={src} alt={name} />
        ) : (
          <span role="img" aria-label={name}>
            {initialsOf(name)}
          </span>
        )}
      </DropZone>
      <div className={styles.side}>
        <FileTrigger acceptedFileTypes={[...IMAGE_TYPES]} onSelect={(files) => check.accept(files?.[0])}>
          <Button variant="secondary" size="sm" isPending={isPending} isDisabled={isDisabled}>
            {intl.formatMessage(messages.change)}
          </Button>
        </FileTrigger>
        <span className={styles.hint}>{check.constraints}</span>
        <div role="status">
          <FieldErrorContext.Provider
            value={{ isInvalid: Boolean(error), validationErrors: [], validationDetails: {} as ValidityState }}
          >
            <FieldError>{error}</FieldError>
          </FieldErrorContext.Provider>
        </div>
      </div>
    </div>
  );
}
