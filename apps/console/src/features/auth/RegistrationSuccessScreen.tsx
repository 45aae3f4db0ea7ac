import { Button } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { dashboardPathFor } from '../../routes/home.ts';
import { AuthResult } from './AuthResult.tsx';

const messages = defineMessages({
  title: { id: 'auth.registrationSuccess.title', defaultMessage: 'Your account is ready' },
  body: {
    id: 'auth.registrationSuccess.body',
    defaultMessage: 'Your email address has been verified. Next, connect your business profile to collect reviews.',
  },
  next: { id: 'auth.registrationSuccess.next', defaultMessage: 'Continue' },
});

/** Registration success (spec section 2), after the code: on to the role's home, where the guard leads. */
export default function RegistrationSuccessScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { session } = useServices();
  const role = useSelector(session, (s) => s.context.user?.role ?? 'super_manager');
  return (
    <AuthResult
      tone="success"
      title={intl.formatMessage(messages.title)}
      body={intl.formatMessage(messages.body)}
      action={
        <Button variant="primary" size="lg" onPress={() => void navigate(dashboardPathFor(role))}>
          {intl.formatMessage(messages.next)}
        </Button>
      }
    />
  );
}
