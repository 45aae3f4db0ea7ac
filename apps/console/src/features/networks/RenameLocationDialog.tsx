import { renameLocation } from '@starcrew/api-client';
import type { Location } from '@starcrew/contract';
import { Button, Dialog, Form, MessageBox, TextField } from '@starcrew/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useApiMutation } from '../../app/useMutation.ts';
import { networksMessages } from './messages.ts';

export interface RenameLocationDialogProps {
  location: Location | null;
  onClose(): void;
  /** Called with the renamed location and the server's success message once it is saved. */
  onRenamed(location: Location, message: string | undefined): void;
}

/** Renames an establishment (spec section 7), with the spec's success and error messages. */
export function RenameLocationDialog({ location, onClose, onRenamed }: RenameLocationDialogProps) {
  const intl = useIntl();
  const rename = useApiMutation(renameLocation);
  // Any failure but a 422 also gets the spec's own words in the dialog (section 8).
  const [failed, setFailed] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!location) return;
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    setFailed(false);
    const result = await rename.run(location.id, name);
    if (result) onRenamed(result.data, result.message);
    else setFailed(true);
  };

  return (
    <Dialog
      isOpen={location !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={intl.formatMessage(networksMessages.renameTitle)}
    >
      <Form onSubmit={(e) => void onSubmit(e)} validationErrors={rename.fieldErrors}>
        {failed && !rename.fieldErrors && (
          <MessageBox tone="error">{intl.formatMessage(networksMessages.renameFailed)}</MessageBox>
        )}
        <TextField
          name="name"
          label={intl.formatMessage(networksMessages.renameLabel)}
          fieldName="field.establishmentName"
          defaultValue={location?.name ?? ''}
          maxLength={100}
          isRequired
        />
        <Button variant="secondary" slot="close">
          {intl.formatMessage(networksMessages.renameCancel)}
        </Button>
        <Button variant="primary" type="submit" isPending={rename.isPending}>
          {intl.formatMessage(networksMessages.renameSave)}
        </Button>
      </Form>
    </Dialog>
  );
}
