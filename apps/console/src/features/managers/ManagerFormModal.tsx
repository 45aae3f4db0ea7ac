import { createManager, isApiError, updateManager, type ApiClient } from '@starcrew/api-client';
import type { CreateManagerRequest, Location, Manager } from '@starcrew/contract';
import {
  Button,
  Dialog,
  EmailField,
  Form,
  MessageBox,
  MultiSelect,
  PasswordField,
  Radio,
  RadioGroup,
  Text,
  TextField,
  toastQueue,
} from '@starcrew/ui';
import { useCallback, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import { textOf, useApiMutation } from '../../app/useMutation.ts';
import { planLimitPromptFor } from '../plan-limits/planLimitPrompt.ts';
import { createFailed, emailOf, managersMessages } from './messages.ts';

export interface ManagerFormModalProps {
  /** Closed, adding a manager, or editing this one. */
  state: { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; manager: Manager };
  /** The organization's locations to choose from. */
  locations: Location[];
  onClose(): void;
  /** The manager was saved: the list reads again. */
  onSaved(): void;
}

/** Add a manager (names, email, an invitation or a password, locations) or edit one's names and locations. */
export function ManagerFormModal({ state, locations, onClose, onSaved }: ManagerFormModalProps) {
  const intl = useIntl();
  const manager = state.mode === 'edit' ? state.manager : null;
  return (
    <Dialog
      isOpen={state.mode !== 'closed'}
      onOpenChange={(open) => !open && onClose()}
      size="md"
      title={intl.formatMessage(manager ? managersMessages.editTitle : managersMessages.addTitle)}
    >
      {state.mode !== 'closed' && (
        // A fresh form for each opening: nothing typed for one manager shows for another.
        <ManagerForm
          key={manager?.id ?? 'new'}
          manager={manager}
          locations={locations}
          onSaved={onSaved}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

interface ManagerFormProps {
  manager: Manager | null;
  locations: Location[];
  onClose(): void;
  onSaved(): void;
}

type Access = 'invite' | 'password';

function ManagerForm({ manager, locations, onClose, onSaved }: ManagerFormProps) {
  const intl = useIntl();
  const { planLimitPrompts, session } = useServices();
  const [locationIds, setLocationIds] = useState<string[]>(manager?.locations.map((l) => l.id) ?? []);
  const [access, setAccess] = useState<Access>('invite');
  // The create call is silent (api-client): its failures other than a 422 are said here.
  const [failed, setFailed] = useState(false);
  const save = useApiMutation(
    useCallback(
      async (api: ApiClient, body: CreateManagerRequest) => {
        if (manager) {
          const { first_name, last_name, location_ids } = body;
          return updateManager(api, manager.id, { first_name, last_name, location_ids });
        }
        try {
          return await createManager(api, body);
        } catch (error) {
          if (isApiError(error) && error.kind !== 'validation') {
            const prompt = planLimitPromptFor(error, session.getSnapshot().context.user?.role);
            // A manager counts as a member under the plan: past its limit the plan prompt takes over.
            if (prompt && planLimitPrompts.show(prompt)) onClose();
            else setFailed(true);
          }
          throw error;
        }
      },
      [manager, session, planLimitPrompts, onClose],
    ),
  );

  // The manager's locations that are no longer in the list still show, so an edit does not drop them silently.
  const items = [
    ...locations.map((l) => ({ id: l.id, name: l.title })),
    ...(manager?.locations ?? [])
      .filter((l) => !locations.some((known) => known.id === l.id))
      .map((l) => ({ id: l.id, name: l.title })),
  ];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFailed(false);
    const result = await save.run({
      first_name: textOf(data, 'first_name').trim(),
      last_name: textOf(data, 'last_name').trim(),
      email: manager?.email ?? textOf(data, 'email').trim(),
      ...(access === 'password' && !manager ? { password: textOf(data, 'password') } : {}),
      location_ids: locationIds,
    });
    if (!result) return;
    if (result.message) toastQueue.add({ tone: 'success', title: result.message });
    onSaved();
  };

  const locationsError = save.fieldErrors?.location_ids;
  return (
    <Form onSubmit={(e) => void onSubmit(e)} validationErrors={save.fieldErrors}>
      {failed && !save.fieldErrors && <MessageBox tone="error">{intl.formatMessage(createFailed)}</MessageBox>}
      <TextField
        name="first_name"
        label={intl.formatMessage(managersMessages.firstName)}
        fieldName="field.firstName"
        defaultValue={manager?.first_name ?? ''}
        maxLength={50}
        autoComplete="off"
        isRequired
      />
      <TextField
        name="last_name"
        label={intl.formatMessage(managersMessages.lastName)}
        fieldName="field.lastName"
        defaultValue={manager?.last_name ?? ''}
        maxLength={50}
        autoComplete="off"
        isRequired
      />
      {manager ? (
        // The email is the manager's own sign-in: it is not the owner's to change.
        <Text tone="muted">{intl.formatMessage(emailOf, { email: manager.email })}</Text>
      ) : (
        <EmailField name="email" label={intl.formatMessage(managersMessages.email)} autoComplete="off" isRequired />
      )}
      <MultiSelect
        label={intl.formatMessage(managersMessages.locations)}
        items={items}
        value={locationIds}
        onChange={(ids) => setLocationIds(ids.map(String))}
        isRequired
        // The server says "Please select at least one location" (spec section 5), on this field.
        validationBehavior="aria"
        isInvalid={locationsError !== undefined}
        errorMessage={locationsError}
      />
      {!manager && (
        <RadioGroup
          label={intl.formatMessage(managersMessages.accessLabel)}
          value={access}
          onChange={(value) => setAccess(value === 'password' ? 'password' : 'invite')}
        >
          <Radio value="invite">{intl.formatMessage(managersMessages.invite)}</Radio>
          <Radio value="password">{intl.formatMessage(managersMessages.setPassword)}</Radio>
        </RadioGroup>
      )}
      {!manager && access === 'invite' && <Text tone="muted">{intl.formatMessage(managersMessages.inviteNote)}</Text>}
      {!manager && access === 'password' && (
        <PasswordField
          name="password"
          autoComplete="new-password"
          label={intl.formatMessage(managersMessages.password)}
          fieldName="field.password"
          minLength={8}
          maxLength={64}
          showStrengthHint
          isRequired
        />
      )}
      <Button variant="secondary" slot="close">
        {intl.formatMessage(managersMessages.cancel)}
      </Button>
      <Button variant="primary" type="submit" isPending={save.isPending}>
        {intl.formatMessage(manager ? managersMessages.save : managersMessages.create)}
      </Button>
    </Form>
  );
}
