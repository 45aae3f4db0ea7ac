import { Button, Checkbox, Form, Heading, Inline, Link, Stack, Text, TextField } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLoaderData, useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { dashboardPathFor } from '../../routes/home.ts';
import { GoogleSignInSlot } from './GoogleSignInButton.tsx';
import type { AuthData } from './auth.loader.ts';

const messages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Sign in to Starcrew' },
  subtitle: {
    id: 'login.subtitle',
    defaultMessage: 'Welcome back. Sign in to answer your reviews and follow your team.',
  },
  email: { id: 'login.email', defaultMessage: 'Email' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  rememberMe: { id: 'login.rememberMe', defaultMessage: 'Remember me' },
  forgot: { id: 'login.forgotPassword', defaultMessage: 'Forgot password?' },
  submit: { id: 'login.submit', defaultMessage: 'Sign in' },
  noAccount: { id: 'login.noAccount', defaultMessage: 'New to Starcrew?' },
  register: { id: 'login.register', defaultMessage: 'Create an account' },
});

/**
 * Sign-in (spec section 2): email, password, remember me, forgot-password and register links,
 * and Google's button when the server has a Google client id. Signed in (either way), the
 * person goes to their dashboard; the guard takes an unverified email to verification.
 */
export default function LoginScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { session } = useServices();
  const isBusy = useSelector(session, (s) => s.hasTag('busy'));
  const error = useSelector(session, (s) => s.context.error);
  const user = useSelector(session, (s) => (s.matches('loggedIn') ? s.context.user : null));
  const [submitted, setSubmitted] = useState(false);
  const { google } = useLoaderData<AuthData>();

  useEffect(() => {
    if (user) navigate(dashboardPathFor(user.role), { replace: true });
  }, [user, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(true);
    session.send({
      type: 'session.login',
      credentials: {
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
        remember_me: data.get('remember_me') === 'on',
      },
    });
  };

  // Only 422 answers are shown here; the API client toasts every other failure (decisions.md).
  const fieldErrors = submitted && error?.kind === 'validation' ? error.flatFieldErrors : undefined;

  return (
    <Stack space="300">
      <Stack space="100">
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        <Text tone="muted">{intl.formatMessage(messages.subtitle)}</Text>
      </Stack>
      <Form onSubmit={onSubmit} validationErrors={fieldErrors}>
        <Stack space="200">
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={intl.formatMessage(messages.email)}
            fieldName="field.email"
            isRequired
          />
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            label={intl.formatMessage(messages.password)}
            fieldName="field.password"
            isRequired
          />
          <Inline align="between" space="150">
            <Checkbox name="remember_me">{intl.formatMessage(messages.rememberMe)}</Checkbox>
            <Link href="/forgot-password">{intl.formatMessage(messages.forgot)}</Link>
          </Inline>
          <Button type="submit" variant="primary" size="lg" isPending={isBusy}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </Stack>
      </Form>
      <GoogleSignInSlot google={google} intent="signin" />
      <Text tone="muted">
        {intl.formatMessage(messages.noAccount)} <Link href="/register">{intl.formatMessage(messages.register)}</Link>
      </Text>
    </Stack>
  );
}
