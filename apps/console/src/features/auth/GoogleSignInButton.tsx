import { Inline, Text } from '@starcrew/ui';
import { Suspense, useEffect, useRef } from 'react';
import { Await } from 'react-router';
import type { GoogleSignIn } from './auth.loader.ts';
import { defineMessages, useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import type { GoogleIdentity } from '../../app/googleIdentity.ts';
import * as styles from './auth.css.ts';

const messages = defineMessages({
  or: { id: 'auth.google.or', defaultMessage: 'or' },
});

export interface GoogleSignInButtonProps {
  /** The server's Google client id (GET /api/v1/config). */
  clientId: string;
  /** Google Identity Services, loaded by the route. */
  identity: GoogleIdentity;
  /** Google's wording: "Sign in with Google" on sign-in, "Sign up with Google" on register. */
  intent: 'signin' | 'signup';
}

/**
 * Google Identity Services' own button (its look and wording are Google's rules). The ID token
 * it gives goes to POST /v1/login-with-google; the answer starts the session like a login.
 */
export function GoogleSignInButton({ clientId, identity: google, intent }: GoogleSignInButtonProps) {
  const intl = useIntl();
  const { api, session, calls } = useServices();
  const container = useRef<HTMLDivElement>(null);

  // Google draws its button into our element: an effect, once the element exists.
  useEffect(() => {
    const parent = container.current;
    if (!parent) return;
    google.initialize({
      client_id: clientId,
      callback: ({ credential }) => {
        if (!credential) return;
        // A failure is reported by the API client's toast (or the services', when the call's
        // code cannot be fetched); the screen stays as it was.
        calls()
          // Google's callback: the person's press on Google's button, not the effect, asks.
          // eslint-disable-next-line no-restricted-syntax
          .then(({ loginWithGoogle }) => loginWithGoogle(api, credential))
          .then(
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
  }, [api, session, calls, google, clientId, intent, intl.locale]);

  return (
    <>
      <Inline align="center" space="150">
        <Text tone="muted">{intl.formatMessage(messages.or)}</Text>
      </Inline>
      <div ref={container} className={styles.googleButton} data-testid="google-sign-in" />
    </>
  );
}

/** The Google button once the route knows it: nothing while unknown, or without Google sign-in. */
export function GoogleSignInSlot({
  google,
  intent,
}: {
  google: Promise<GoogleSignIn | null>;
  intent: 'signin' | 'signup';
}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={google}>
        {(known: GoogleSignIn | null) =>
          known && <GoogleSignInButton clientId={known.clientId} identity={known.identity} intent={intent} />
        }
      </Await>
    </Suspense>
  );
}
