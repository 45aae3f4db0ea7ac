import { useState } from 'react';
import { defineMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { checkImageFile, IMAGE_MAX_BYTES } from './imageFile.ts';

// Annotated so the published declarations need no type from react-intl's dependencies.
export const fileMessages: Record<'wrongType' | 'tooLarge' | 'constraints', MessageDescriptor> = {
  wrongType: defineMessage({
    id: 'ui.fileDrop.wrongType',
    defaultMessage: 'This file is not a PNG, JPEG or WebP image.',
  }),
  tooLarge: defineMessage<{ size: number }>({
    id: 'ui.fileDrop.tooLarge',
    defaultMessage: 'This file is larger than {size} MB.',
  }),
  constraints: defineMessage<{ size: number }>({
    id: 'ui.fileDrop.constraints',
    defaultMessage: 'PNG, JPEG or WebP, up to {size} MB',
  }),
};

/**
 * Checks each chosen file before it goes anywhere and keeps the catalogue's message for a
 * refused one; `accept` hands on a good file. Shared by FileDrop and AvatarUpload.
 */
export function useImageCheck(onFile: ((file: File) => void) | undefined, maxBytes = IMAGE_MAX_BYTES) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const size = maxBytes / (1024 * 1024);
  const accept = async (file: File | undefined) => {
    if (!file) return;
    const issue = await checkImageFile(file, maxBytes);
    if (issue === 'tooLarge') return setError(intl.formatMessage(fileMessages.tooLarge, { size }));
    if (issue === 'wrongType') return setError(intl.formatMessage(fileMessages.wrongType));
    setError(null);
    onFile?.(file);
  };
  return { error, accept, constraints: intl.formatMessage(fileMessages.constraints, { size }) };
}
