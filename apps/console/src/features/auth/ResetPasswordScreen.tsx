import { resetPassword } from '@starcrew/api-client';
import { Button, Form, Heading, Link, MessageBox, Stack, Text } from '@starcrew/ui';
import { NewPasswordFields } from '../account/NewPasswordFields.tsx';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { textOf, useFormMutation } from '../../app/useMutation.ts';

const messages = defineMessages({
  title: { id: 'auth.resetPassword.title', defaultMessage: 'Choose a new password' },
  password: { id: 'auth.resetPassword.password', defaultMessage: 'New password' },
  confirmation: { id: 'auth.resetPassword.confirmation', defaultMessage: 'Confirm new password' },
  submit: { id: 'auth.resetPassword.submit', defaultMessage: 'Reset password' },
  invalidLink: {
    id: 'auth.resetPassword.invalidLink',
    defaultMessage: 'This password reset link is invalid or has expired.',
  },
  newLink: { id: 'auth.resetPassword.newLink', defaultMessage: 'Ask for a new link' },
});

const subtitle = defineMessage<{ email: string }>({
  id: 'auth.resetPassword.subtitle',
  defaultMessage: 'For {email}. Every other session will be signed out.',
});

/**
 * Reset password (spec section 2), opened from the emailed link
 * `/reset-password?token=…&email=…`. A spent or unknown token answers 422 on `token`, a field
 * the form does not show: it becomes the message above the form, with a way to a new link.
 */
export default function ResetPasswordScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { api } = useServices();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';

  const form = useFormMutation(
    (data) =>
      resetPassword(api, {
        token,
        email,
        password: textOf(data, 'password'),
        password_confirmation: textOf(data, 'password_confirmation'),
      }),
    () => navigate('/password-reset-success', { replace: true }),
  );
  const linkError = !token || !email ? intl.formatMessage(messages.invalidLink) : form.fieldErrors?.['token'];

  return (
    <Stack space="300">
      <Stack space="100">
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        {email && <Text tone="muted">{intl.formatMessage(subtitle, { email })}</Text>}
      </Stack>
      {linkError && (
        <MessageBox
          tone="error"
          action={
            <Link href="/forgot-password" variant="standalone">
              {intl.formatMessage(messages.newLink)}
            </Link>
          }
        >
          {linkError}
        </MessageBox>
      )}
      <Form onSubmit={form.onSubmit} validationErrors={form.fieldErrors}>
        <Stack space="200">
          <NewPasswordFields
            passwordLabel={intl.formatMessage(messages.password)}
            confirmationLabel={intl.formatMessage(messages.confirmation)}
          />
          <Button type="submit" variant="primary" size="lg" isPending={form.isPending} isDisabled={!token || !email}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
