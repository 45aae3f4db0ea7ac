import { sellerChangePassword } from '@starcrew/api-client';
import { Button, Form, Heading, PasswordField, Stack, Text } from '@starcrew/ui';
import { NewPasswordFields } from '../account/NewPasswordFields.tsx';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { textOf, useFormMutation } from '../../app/useMutation.ts';

const messages = defineMessages({
  title: { id: 'auth.sellerPassword.title', defaultMessage: 'Choose your own password' },
  subtitle: {
    id: 'auth.sellerPassword.subtitle',
    defaultMessage: 'Your manager gave you a first password. Replace it with one only you know to continue.',
  },
  current: { id: 'auth.sellerPassword.current', defaultMessage: 'Current password' },
  password: { id: 'auth.sellerPassword.password', defaultMessage: 'New password' },
  confirmation: { id: 'auth.sellerPassword.confirmation', defaultMessage: 'Confirm new password' },
  submit: { id: 'auth.sellerPassword.submit', defaultMessage: 'Save password' },
  signOut: { id: 'auth.sellerPassword.signOut', defaultMessage: 'Sign out' },
});

/**
 * The seller's password change (spec section 2; guard rule 5 sends a seller here until the
 * initial password is replaced). The current password is asked only once it has been.
 */
export default function SellerPasswordChangeScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { api, session } = useServices();
  const user = useSelector(session, (s) => s.context.user);
  const asksCurrent = user?.is_password_updated === true;

  const form = useFormMutation(
    (data) =>
      sellerChangePassword(api, user?.id ?? '', {
        current_password: asksCurrent ? textOf(data, 'current_password') : undefined,
        password: textOf(data, 'password'),
        password_confirmation: textOf(data, 'password_confirmation'),
      }),
    ({ data }) => {
      session.send({ type: 'session.userUpdated', user: data });
      void navigate('/seller/dashboard', { replace: true });
    },
  );

  const signOut = () => {
    session.send({ type: 'session.logout' });
    void navigate('/login', { replace: true });
  };

  return (
    <Stack space="300">
      <Stack space="100">
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        <Text tone="muted">{intl.formatMessage(messages.subtitle)}</Text>
      </Stack>
      <Form onSubmit={form.onSubmit} validationErrors={form.fieldErrors}>
        <Stack space="200">
          {asksCurrent && (
            <PasswordField
              name="current_password"
              autoComplete="current-password"
              label={intl.formatMessage(messages.current)}
              fieldName="field.currentPassword"
              isRequired
            />
          )}
          <NewPasswordFields
            passwordLabel={intl.formatMessage(messages.password)}
            confirmationLabel={intl.formatMessage(messages.confirmation)}
          />
          <Button type="submit" variant="primary" size="lg" isPending={form.isPending}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </Stack>
      </Form>
      <Button variant="ghost" onPress={signOut}>
        {intl.formatMessage(messages.signOut)}
      </Button>
    </Stack>
  );
}
