import { register } from '@starcrew/api-client';
import { isLocale } from '@starcrew/i18n';
import { Button, EmailField, Form, Heading, Link, Stack, Text, TextField } from '@starcrew/ui';
import { NewPasswordFields } from '../account/NewPasswordFields.tsx';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLoaderData, useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { dashboardPathFor } from '../../routes/home.ts';
import { GoogleSignInSlot } from './GoogleSignInButton.tsx';
import * as styles from './auth.css.ts';
import { markCodeSent } from './otpTimer.ts';
import type { AuthData } from './auth.loader.ts';
import { textOf, useFormMutation } from '../../app/useMutation.ts';

const messages = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Create your Starcrew account' },
  subtitle: {
    id: 'auth.register.subtitle',
    defaultMessage: 'Collect more reviews and reward your team. We will send a code to verify your email.',
  },
  firstName: { id: 'auth.register.firstName', defaultMessage: 'First name' },
  lastName: { id: 'auth.register.lastName', defaultMessage: 'Last name' },
  email: { id: 'auth.register.email', defaultMessage: 'Email' },
  password: { id: 'auth.register.password', defaultMessage: 'Password' },
  confirmation: { id: 'auth.register.confirmation', defaultMessage: 'Confirm password' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Create account' },
  haveAccount: { id: 'auth.register.haveAccount', defaultMessage: 'Already have an account?' },
  signIn: { id: 'auth.register.signIn', defaultMessage: 'Sign in' },
});

/**
 * Registration (spec section 2): the owner's names, email and password, or Google. The answer
 * signs them in (as login does) and the server emails a code: on to email verification.
 */
export default function RegisterScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { api, session } = useServices();
  const { google } = useLoaderData<AuthData>();
  const user = useSelector(session, (s) => (s.matches('loggedIn') ? s.context.user : null));

  const form = useFormMutation(
    (data) =>
      register(api, {
        first_name: textOf(data, 'first_name'),
        last_name: textOf(data, 'last_name'),
        email: textOf(data, 'email'),
        password: textOf(data, 'password'),
        password_confirmation: textOf(data, 'password_confirmation'),
        locale: isLocale(intl.locale) ? intl.locale : undefined,
      }),
    (data) => {
      markCodeSent();
      session.send({ type: 'session.authenticated', data });
    },
  );

  // Signed in by the form or by Google: an unverified email goes to the code, else home.
  useEffect(() => {
    if (!user) return;
    navigate(user.email_verified_at ? dashboardPathFor(user.role) : '/email-verification', { replace: true });
  }, [user, navigate]);

  return (
    <Stack space="300">
      <Stack space="100">
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        <Text tone="muted">{intl.formatMessage(messages.subtitle)}</Text>
      </Stack>
      <Form onSubmit={form.onSubmit} validationErrors={form.fieldErrors}>
        <Stack space="200">
          <div className={styles.nameRow}>
            <TextField
              name="first_name"
              autoComplete="given-name"
              label={intl.formatMessage(messages.firstName)}
              fieldName="field.firstName"
              maxLength={50}
              isRequired
            />
            <TextField
              name="last_name"
              autoComplete="family-name"
              label={intl.formatMessage(messages.lastName)}
              fieldName="field.lastName"
              maxLength={50}
              isRequired
            />
          </div>
          <EmailField name="email" label={intl.formatMessage(messages.email)} isRequired />
          <NewPasswordFields
            passwordLabel={intl.formatMessage(messages.password)}
            confirmationLabel={intl.formatMessage(messages.confirmation)}
          />
          <Button type="submit" variant="primary" size="lg" isPending={form.isPending}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </Stack>
      </Form>
      <GoogleSignInSlot google={google} intent="signup" />
      <Text tone="muted">
        {intl.formatMessage(messages.haveAccount)} <Link href="/login">{intl.formatMessage(messages.signIn)}</Link>
      </Text>
    </Stack>
  );
}
