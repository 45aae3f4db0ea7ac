import { Button, Link } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { AuthResult } from './AuthResult.tsx';

const messages = defineMessages({
  title: { id: 'auth.verificationFails.title', defaultMessage: 'We could not verify your email' },
  body: {
    id: 'auth.verificationFails.body',
    defaultMessage: 'The code was entered wrongly too many times or has expired. Ask for a new code and try again.',
  },
  retry: { id: 'auth.verificationFails.retry', defaultMessage: 'Get a new code' },
  signIn: { id: 'auth.verificationFails.signIn', defaultMessage: 'Back to sign in' },
});

/**
 * Verification failure (spec section 2): where a locked code leads. The way back is the
 * verification screen, whose resend button sends a fresh code once the countdown allows.
 */
export default function VerificationFailsScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <AuthResult
      tone="error"
      title={intl.formatMessage(messages.title)}
      body={intl.formatMessage(messages.body)}
      action={
        <Button variant="primary" size="lg" onPress={() => void navigate('/email-verification')}>
          {intl.formatMessage(messages.retry)}
        </Button>
      }
      secondary={
        <Link href="/login" variant="standalone">
          {intl.formatMessage(messages.signIn)}
        </Link>
      }
    />
  );
}
