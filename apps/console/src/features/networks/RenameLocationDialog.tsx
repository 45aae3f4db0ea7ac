import { isApiError, renameLocation } from '@starcrew/api-client';
import type { Location } from '@starcrew/contract';
import { Button, Dialog, Form, MessageBox, TextField } from '@starcrew/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
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
  const { api } = useServices();
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!location) return;
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    setPending(true);
    setFailed(false);
    try {
      const { data, message } = await renameLocation(api, location.id, name);
      onRenamed(data, message);
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation') setFieldErrors({ ...error.flatFieldErrors });
      else setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      isOpen={location !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={intl.formatMessage(networksMessages.renameTitle)}
    >
      <Form onSubmit={(e) => void onSubmit(e)} validationErrors={fieldErrors}>
        {failed && <MessageBox tone="error">{intl.formatMessage(networksMessages.renameFailed)}</MessageBox>}
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
        <Button variant="primary" type="submit" isPending={pending}>
          {intl.formatMessage(networksMessages.renameSave)}
        </Button>
      </Form>
    </Dialog>
  );
}
