import { acceptInvitation, login } from '@starcrew/api-client';
import { Button, Form, Heading, Link, MessageBox, Stack, Text } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Await, useLoaderData, useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { textOf, useFormMutation } from '../../app/useMutation.ts';
import { dashboardPathFor } from '../../routes/home.ts';
import { NewPasswordFields } from '../account/NewPasswordFields.tsx';
import { AuthResult } from '../auth/AuthResult.tsx';
import type { Invitation, InvitationData } from './invitation.loader.ts';

const messages = defineMessages({
  checking: { id: 'invitation.checking', defaultMessage: 'Checking your invitation…' },
  password: { id: 'invitation.password', defaultMessage: 'Choose a password' },
  confirmation: { id: 'invitation.confirmation', defaultMessage: 'Confirm the password' },
  submit: { id: 'invitation.submit', defaultMessage: 'Set my password and sign in' },
  invalidTitle: { id: 'invitation.invalidTitle', defaultMessage: 'This invitation can no longer be used' },
  // The server's own words for the same refusal (contract managerMessageIds.invitationInvalid).
  invalidBody: {
    id: 'managers.invitationInvalid',
    defaultMessage: 'This invitation link is invalid or has expired. Ask your account owner to send a new one.',
  },
  signIn: { id: 'invitation.signIn', defaultMessage: 'Go to sign in' },
});

const title = defineMessage<{ organization: string }>({
  id: 'invitation.title',
  defaultMessage: 'Join {organization} on Starcrew',
});

const intro = defineMessage<{ name: string; organization: string; email: string }>({
  id: 'invitation.intro',
  defaultMessage:
    'Hello {name}, {organization} invites you to manage its locations. Choose your password: you will sign in with {email}.',
});

const validUntil = defineMessage<{ date: string }>({
  id: 'invitation.validUntil',
  defaultMessage: 'This link works until {date}, once.',
});

/**
 * A manager's invitation (issue 13), opened from the emailed link `/invitation/{token}`: whom it
 * invites to which organization, then the password; the same answer signs them in and they land
 * on their dashboard. A link unknown, used, replaced or past its 7 days says so plainly.
 */
export default function InvitationScreen() {
  const intl = useIntl();
  const { token, invitation } = useLoaderData<InvitationData>();
  return (
    <Suspense
      fallback={
        <Text tone="muted" role="status">
          {intl.formatMessage(messages.checking)}
        </Text>
      }
    >
      <Await resolve={invitation} errorElement={<InvalidInvitation />}>
        {(found: Invitation) => <AcceptInvitation token={token} invitation={found} />}
      </Await>
    </Suspense>
  );
}

function InvalidInvitation() {
  const intl = useIntl();
  return (
    <AuthResult
      tone="error"
      title={intl.formatMessage(messages.invalidTitle)}
      body={intl.formatMessage(messages.invalidBody)}
      action={
        <Link href="/login" variant="standalone">
          {intl.formatMessage(messages.signIn)}
        </Link>
      }
    />
  );
}

function AcceptInvitation({ token, invitation }: { token: string; invitation: Invitation }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { api, session } = useServices();
  const user = useSelector(session, (s) => (s.matches('loggedIn') ? s.context.user : null));

  const form = useFormMutation(
    async (data) => {
      const password = textOf(data, 'password');
      const accepted = await acceptInvitation(api, {
        token,
        password,
        password_confirmation: textOf(data, 'password_confirmation'),
      });
      // The password is set whatever happens next: a failed sign-in (said by the API client's
      // toast) leaves the manager to sign in by hand, not to a link that now reads as used.
      const signedIn = await login(api, { email: invitation.email, password }).catch(() => null);
      return { signedIn, notice: accepted.message };
    },
    ({ signedIn, notice }) => {
      if (!signedIn) return void navigate('/login', { replace: true, state: { notice } });
      // Someone else signed in on this browser (the owner trying the link): the new manager takes over.
      if (session.getSnapshot().matches('loggedIn')) session.send({ type: 'session.ended' });
      session.send({ type: 'session.authenticated', data: signedIn });
    },
  );

  useEffect(() => {
    if (user?.email === invitation.email) navigate(dashboardPathFor(user.role), { replace: true });
  }, [user, invitation.email, navigate]);

  const linkError = form.fieldErrors?.['token'];
  const date = intl.formatDate(invitation.expires_at, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Stack space="300">
      <Stack space="100">
        <Heading level={1}>{intl.formatMessage(title, { organization: invitation.organization_name })}</Heading>
        <Text tone="muted">
          {intl.formatMessage(intro, {
            name: invitation.first_name,
            organization: invitation.organization_name,
            email: invitation.email,
          })}
        </Text>
      </Stack>
      {linkError && <MessageBox tone="error">{linkError}</MessageBox>}
      <Form onSubmit={form.onSubmit} validationErrors={form.fieldErrors}>
        <Stack space="200">
          {/* For password managers: the account this password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
          <NewPasswordFields
            passwordLabel={intl.formatMessage(messages.password)}
            confirmationLabel={intl.formatMessage(messages.confirmation)}
          />
          <Text tone="muted">{intl.formatMessage(validUntil, { date })}</Text>
          <Button type="submit" variant="primary" size="lg" isPending={form.isPending}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
