import { forgotPassword } from '@starcrew/api-client';
import { Button, EmailField, Form, Heading, Link, MessageBox, Stack, Text } from '@starcrew/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import { textOf, useFormMutation } from '../../app/useMutation.ts';

const messages = defineMessages({
  title: { id: 'auth.forgotPassword.title', defaultMessage: 'Forgot your password?' },
  subtitle: {
    id: 'auth.forgotPassword.subtitle',
    defaultMessage: 'Enter the email of your account and we will send you a link to choose a new password.',
  },
  email: { id: 'auth.forgotPassword.email', defaultMessage: 'Email' },
  submit: { id: 'auth.forgotPassword.submit', defaultMessage: 'Send reset link' },
  back: { id: 'auth.forgotPassword.back', defaultMessage: 'Back to sign in' },
});

/**
 * Forgot password (spec section 2): one email, one button. The server answers alike whether
 * or not the email has an account, and that answer stays on screen, with the email kept.
 */
export default function ForgotPasswordScreen() {
  const intl = useIntl();
  const { api } = useServices();
  const [sent, setSent] = useState<string | null>(null);
  const form = useFormMutation(
    (data) => forgotPassword(api, { email: textOf(data, 'email') }),
    (result) => setSent(result.message ?? null),
  );

  return (
    <Stack space="300">
      <Stack space="100">
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        <Text tone="muted">{intl.formatMessage(messages.subtitle)}</Text>
      </Stack>
      {sent && <MessageBox tone="success">{sent}</MessageBox>}
      <Form onSubmit={form.onSubmit} validationErrors={form.fieldErrors}>
        <Stack space="200">
          <EmailField name="email" label={intl.formatMessage(messages.email)} isRequired />
          <Button type="submit" variant="primary" size="lg" isPending={form.isPending}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </Stack>
      </Form>
      <Link href="/login" variant="standalone">
        {intl.formatMessage(messages.back)}
      </Link>
    </Stack>
  );
}
