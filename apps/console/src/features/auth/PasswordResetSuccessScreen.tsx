import { Button } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { AuthResult } from './AuthResult.tsx';

const messages = defineMessages({
  title: { id: 'auth.passwordResetSuccess.title', defaultMessage: 'Password changed' },
  body: {
    id: 'auth.passwordResetSuccess.body',
    defaultMessage: 'Your password has been reset. You can now sign in with your new password.',
  },
  signIn: { id: 'auth.passwordResetSuccess.signIn', defaultMessage: 'Sign in' },
});

/** After a reset (spec section 2): the success screen leads to sign-in. */
export default function PasswordResetSuccessScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <AuthResult
      tone="success"
      title={intl.formatMessage(messages.title)}
      body={intl.formatMessage(messages.body)}
      action={
        <Button variant="primary" size="lg" onPress={() => void navigate('/login')}>
          {intl.formatMessage(messages.signIn)}
        </Button>
      }
    />
  );
}
