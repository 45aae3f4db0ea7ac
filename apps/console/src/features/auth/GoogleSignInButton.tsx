import { loginWithGoogle } from '@starcrew/api-client';
import { Inline, Text } from '@starcrew/ui';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import { loadGoogleIdentity } from './googleIdentity.ts';
import * as styles from './auth.css.ts';

const messages = defineMessages({
  or: { id: 'auth.google.or', defaultMessage: 'or' },
});

export interface GoogleSignInButtonProps {
  /** The server's Google client id (GET /api/v1/config). */
  clientId: string;
  /** Google's wording: "Sign in with Google" on sign-in, "Sign up with Google" on register. */
  intent: 'signin' | 'signup';
}

/**
 * Google Identity Services' own button (its look and wording are Google's rules). The ID token
 * it gives goes to POST /v1/login-with-google; the answer starts the session like a login.
 */
export function GoogleSignInButton({ clientId, intent }: GoogleSignInButtonProps) {
  const intl = useIntl();
  const { api, session } = useServices();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let alive = true;
    loadGoogleIdentity().then(
      (google) => {
        const parent = container.current;
        if (!alive || !parent) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (!credential) return;
            // A failure is reported by the API client's toast; the screen stays as it was.
            loginWithGoogle(api, credential).then(
              (data) => session.send({ type: 'session.authenticated', data }),
              () => undefined,
            );
          },
        });
        google.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: intent === 'signin' ? 'signin_with' : 'signup_with',
          shape: 'rectangular',
          width: parent.clientWidth || 320,
          locale: intl.locale,
        });
      },
      // Blocked or offline: the email form still works, so the button just does not appear.
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [api, session, clientId, intent, intl.locale]);

  return (
    <>
      <Inline align="center" space="150">
        <Text tone="muted">{intl.formatMessage(messages.or)}</Text>
      </Inline>
      <div ref={container} className={styles.googleButton} data-testid="google-sign-in" />
    </>
  );
}
