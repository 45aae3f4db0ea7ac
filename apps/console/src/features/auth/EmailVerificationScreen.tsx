import { isApiError, resendOtp, verifyOtp } from '@starcrew/api-client';
import { formatLoaded, isLocale } from '@starcrew/i18n';
import { Button, Form, Heading, Inline, Link, MessageBox, OneTimeCodeField, Stack, Text } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { useResendCountdown } from './useResendCountdown.ts';

const messages = defineMessages({
  title: { id: 'auth.emailVerification.title', defaultMessage: 'Check your email' },
  code: { id: 'auth.emailVerification.code', defaultMessage: 'Verification code' },
  verify: { id: 'auth.emailVerification.verify', defaultMessage: 'Verify' },
  resend: { id: 'auth.emailVerification.resend', defaultMessage: 'Resend code' },
  signOut: { id: 'auth.emailVerification.signOut', defaultMessage: 'Use another account' },
});

const subtitle = defineMessage<{ email: string }>({
  id: 'auth.emailVerification.subtitle',
  defaultMessage: 'We sent a 6-digit code to {email}. It is valid for 10 minutes.',
});
const resendIn = defineMessage<{ seconds: number }>({
  id: 'auth.emailVerification.resendIn',
  defaultMessage: 'You can ask for a new code in {seconds, plural, one {# second} other {# seconds}}.',
});

// Shared catalogue entries (spec section 5 and the server's answer), not this screen's own.
const requiredCode = { id: 'validation.required', defaultMessage: 'Please enter your {field}' };
const codeField = { id: 'field.otp', defaultMessage: 'code' };
const codeLocked = { id: 'account.codeLocked', defaultMessage: 'Too many wrong codes. Please request a new one.' };

const CODE_LENGTH = 6;

/**
 * Email verification (spec section 2): the 6-digit code from the email, a resend button
 * behind a 60-second countdown, and verify. A wrong or expired code shows on the boxes; a
 * code locked after too many tries leads to the verification-failure screen.
 */
export default function EmailVerificationScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { api, session } = useServices();
  const email = useSelector(session, (s) => s.context.user?.email ?? '');
  const countdown = useResendCountdown();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [isVerifying, setVerifying] = useState(false);
  const [isResending, setResending] = useState(false);
  // One attempt, one request (issue 19): the last box's keystroke can reach `onChange` twice
  // before React re-renders, and Enter can follow; state is too late to stop the second call.
  const inFlight = useRef(false);
  const locale = isLocale(intl.locale) ? intl.locale : 'en';

  const verify = (otp: string) => {
    if (otp.length !== CODE_LENGTH) {
      setError(formatLoaded(locale, requiredCode, { field: formatLoaded(locale, codeField) }));
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setVerifying(true);
    setError(undefined);
    verifyOtp(api, { otp })
      .then(({ data: user }) => {
        session.send({ type: 'session.userUpdated', user });
        void navigate('/registration-successfull', { replace: true });
      })
      .catch((failure: unknown) => {
        if (!isApiError(failure) || failure.kind !== 'validation') return; // toasted by the client
        const message = failure.flatFieldErrors['otp'] ?? failure.message;
        // The server's own words for a locked code, in the page's language (same catalogue).
        if (message === formatLoaded(locale, codeLocked)) void navigate('/verification-fails');
        else setError(message);
      })
      .finally(() => {
        inFlight.current = false;
        setVerifying(false);
      });
  };

  const resend = () => {
    setResending(true);
    setSent(undefined);
    resendOtp(api)
      .then((result) => {
        countdown.restart();
        setCode('');
        setError(undefined);
        setSent(result.message);
      })
      .catch(() => undefined) // a 429 or a failure: the client's toast says why
      .finally(() => setResending(false));
  };

  const signOut = () => {
    session.send({ type: 'session.logout' });
    void navigate('/login', { replace: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify(code);
  };

  return (
    <Stack space="300">
      <Stack space="100">
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        <Text tone="muted">{intl.formatMessage(subtitle, { email })}</Text>
      </Stack>
      {sent && <MessageBox tone="success">{sent}</MessageBox>}
      <Form onSubmit={onSubmit}>
        <Stack space="200">
          <OneTimeCodeField
            label={intl.formatMessage(messages.code)}
            length={CODE_LENGTH}
            value={code}
            onChange={(next) => {
              setCode(next);
              setError(undefined);
              // Sent once, when the last box fills: retyping over a full (wrong) code is sent with Verify.
              if (code.length < CODE_LENGTH && next.length === CODE_LENGTH) verify(next);
            }}
            isInvalid={error !== undefined}
            errorMessage={error}
            isDisabled={isVerifying}
          />
          <Button type="submit" variant="primary" size="lg" isPending={isVerifying}>
            {intl.formatMessage(messages.verify)}
          </Button>
        </Stack>
      </Form>
      {countdown.secondsLeft > 0 && (
        <Text tone="muted">{intl.formatMessage(resendIn, { seconds: countdown.secondsLeft })}</Text>
      )}
      <Inline align="between" space="150">
        {/* Stays mounted through the countdown: an unmounted pending button leaves react-aria's announcement behind. */}
        <Button variant="secondary" onPress={resend} isPending={isResending} isDisabled={countdown.secondsLeft > 0}>
          {intl.formatMessage(messages.resend)}
        </Button>
        <Link variant="standalone" onPress={signOut}>
          {intl.formatMessage(messages.signOut)}
        </Link>
      </Inline>
    </Stack>
  );
}
