import { createManager, updateManager, type ApiClient } from '@starcrew/api-client';
import type { CreateManagerRequest, Location, Manager, MemberLimits } from '@starcrew/contract';
import { Button, EmailField, Form, MessageBox, PasswordField, Radio, RadioGroup, Text, toastQueue } from '@starcrew/ui';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { textOf } from '../../app/useMutation.ts';
import {
  fullLocationsOf,
  MemberFormDialog,
  MemberLocationsField,
  MemberNameFields,
  MemberPlanLimit,
  memberLocationItems,
  useMemberSave,
} from '../team/memberForm.tsx';
import { createFailed, emailOf, managerFormMessages } from './formMessages.ts';
import { managersMessages } from './messages.ts';

// For the screen's lazyMemberForm: one import() of this module brings the form and that dialog.
export { LocationsUnavailable } from '../team/memberForm.tsx';

export interface ManagerFormModalProps {
  /** Closed, adding a manager, or editing this one. */
  state: { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; manager: Manager };
  /** The organization's locations to choose from. */
  locations: Location[];
  /**
   * The plan's members per location and each location's members (the managers list's): a full
   * location is said before sending. Without it, only the server judges.
   * @default undefined
   */
  memberLimits?: MemberLimits | undefined;
  onClose(): void;
  /** The manager was saved: the list reads again. */
  onSaved(): void;
}

/** Add a manager (names, email, an invitation or a password, locations) or edit one's names and locations. */
export function ManagerFormModal({ state, locations, memberLimits, onClose, onSaved }: ManagerFormModalProps) {
  const intl = useIntl();
  const manager = state.mode === 'edit' ? state.manager : null;
  return (
    <MemberFormDialog
      isOpen={state.mode !== 'closed'}
      onClose={onClose}
      title={intl.formatMessage(manager ? managerFormMessages.editTitle : managerFormMessages.addTitle)}
    >
      <ManagerForm
        key={manager?.id ?? 'new'}
        manager={manager}
        locations={locations}
        memberLimits={memberLimits}
        onSaved={onSaved}
        onClose={onClose}
      />
    </MemberFormDialog>
  );
}

interface ManagerFormProps {
  manager: Manager | null;
  locations: Location[];
  memberLimits: MemberLimits | undefined;
  onClose(): void;
  onSaved(): void;
}

type Access = 'invite' | 'password';

function ManagerForm({ manager, locations, memberLimits, onClose, onSaved }: ManagerFormProps) {
  const intl = useIntl();
  const [locationIds, setLocationIds] = useState<string[]>(manager?.locations.map((l) => l.id) ?? []);
  // The server's rule on the list's counts: a location already full is said before sending.
  const active = manager ? manager.status === 'active' : true;
  const full = fullLocationsOf(memberLimits, manager && { location_ids: manager.locations.map((l) => l.id), active }, {
    location_ids: locationIds,
    active,
  });
  const limitRef = useRef<HTMLDivElement>(null);
  const [access, setAccess] = useState<Access>('invite');
  // A manager counts as a member under the plan: past its limit the plan prompt takes over.
  const save = useMemberSave(
    useCallback(
      (api: ApiClient, body: CreateManagerRequest) => {
        if (!manager) return createManager(api, body);
        const { first_name, last_name, location_ids } = body;
        return updateManager(api, manager.id, { first_name, last_name, location_ids });
      },
      [manager],
    ),
    !manager,
    onClose,
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (full.length > 0) {
      limitRef.current?.focus();
      return;
    }
    const data = new FormData(event.currentTarget);
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

  return (
    <Form onSubmit={(e) => void onSubmit(e)} validationErrors={save.fieldErrors}>
      {save.failed && <MessageBox tone="error">{intl.formatMessage(createFailed)}</MessageBox>}
      <MemberNameFields
        labels={{
          firstName: intl.formatMessage(managerFormMessages.firstName),
          lastName: intl.formatMessage(managerFormMessages.lastName),
        }}
        member={manager}
      />
      {manager ? (
        // The email is the manager's own sign-in: it is not the owner's to change.
        <Text tone="muted">{intl.formatMessage(emailOf, { email: manager.email })}</Text>
      ) : (
        <EmailField name="email" label={intl.formatMessage(managerFormMessages.email)} autoComplete="off" isRequired />
      )}
      <MemberLocationsField
        label={intl.formatMessage(managersMessages.locations)}
        // The manager's locations that are no longer in the list still show, so an edit does not drop them silently.
        items={memberLocationItems(locations, manager?.locations)}
        value={locationIds}
        onChange={setLocationIds}
        error={save.fieldErrors?.location_ids}
      />
      {memberLimits && full.length > 0 && <MemberPlanLimit ref={limitRef} limits={memberLimits} full={full} />}
      {!manager && (
        <RadioGroup
          label={intl.formatMessage(managerFormMessages.accessLabel)}
          value={access}
          onChange={(value) => setAccess(value === 'password' ? 'password' : 'invite')}
        >
          <Radio value="invite">{intl.formatMessage(managerFormMessages.invite)}</Radio>
          <Radio value="password">{intl.formatMessage(managerFormMessages.setPassword)}</Radio>
        </RadioGroup>
      )}
      {!manager && access === 'invite' && (
        <Text tone="muted">{intl.formatMessage(managerFormMessages.inviteNote)}</Text>
      )}
      {!manager && access === 'password' && (
        <PasswordField
          name="password"
          autoComplete="new-password"
          label={intl.formatMessage(managerFormMessages.password)}
          fieldName="field.password"
          minLength={8}
          maxLength={64}
          showStrengthHint
          isRequired
        />
      )}
      <Button variant="secondary" slot="close">
        {intl.formatMessage(managerFormMessages.cancel)}
      </Button>
      <Button variant="primary" type="submit" isPending={save.isPending}>
        {intl.formatMessage(manager ? managerFormMessages.save : managerFormMessages.create)}
      </Button>
    </Form>
  );
}
