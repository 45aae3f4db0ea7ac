import { changePassword } from '@starcrew/api-client';
import { Button, Form, Inline, MessageBox, PasswordField, Stack } from '@starcrew/ui';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { NewPasswordFields } from '../account/NewPasswordFields.tsx';
import { useApiMutation } from '../../app/useMutation.ts';

const messages = defineMessages({
  current: { id: 'settings.password.current', defaultMessage: 'Current password' },
  next: { id: 'settings.password.new', defaultMessage: 'New password' },
  confirmation: { id: 'settings.password.confirmation', defaultMessage: 'Confirm new password' },
  save: { id: 'settings.password.save', defaultMessage: 'Change password' },
});

const empty = { current_password: '', password: '', password_confirmation: '' };

/**
 * Manage Password (change-password): current, new and confirmation. The server signs out every
 * other session; this one stays. The fields empty only once the change is made.
 */
export function PasswordForm() {
  const intl = useIntl();
  const change = useApiMutation(changePassword);
  const [values, setValues] = useState(empty);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await change.run(values)) setValues(empty);
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} validationErrors={change.fieldErrors}>
      <Stack space="200">
        {change.success && <MessageBox tone="success">{change.success}</MessageBox>}
        <PasswordField
          name="current_password"
          autoComplete="current-password"
          label={intl.formatMessage(messages.current)}
          fieldName="field.currentPassword"
          value={values.current_password}
          onChange={set('current_password')}
          isRequired
        />
        <NewPasswordFields
          passwordLabel={intl.formatMessage(messages.next)}
          confirmationLabel={intl.formatMessage(messages.confirmation)}
          values={values}
          onChange={(pair) => setValues((v) => ({ ...v, ...pair }))}
        />
        <Inline align="end">
          <Button type="submit" variant="primary" isPending={change.isPending}>
            {intl.formatMessage(messages.save)}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
