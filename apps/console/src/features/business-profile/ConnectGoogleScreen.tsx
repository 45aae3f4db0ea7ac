import { Button, MessageBox, Stack, Text } from '@starcrew/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import * as styles from './businessProfile.css.ts';
import { ConnectionFailedModal } from './ConnectionFailedModal.tsx';
import { connectMessages, wizardMessages } from './messages.ts';
import { useConnection } from './useConnection.ts';
import { WizardFrame } from './WizardFrame.tsx';

/**
 * Step 1 (business-profile-setup/connect-google): sends the owner to Google's consent (or the
 * sandbox's), and receives the redirect back with `code` and `state`, or `error` on cancel.
 */
export default function ConnectGoogleScreen() {
  const intl = useIntl();
  const { actor, snapshot, isBusy, isNoAccess, error, go } = useConnection();
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const code = params.get('code');
    const state = params.get('state');
    if (code && state) actor.send({ type: 'connection.authorized', code, state });
    else if (params.get('error')) actor.send({ type: 'connection.cancelled' });
    else return;
    handled.current = true;
    // The code is single-use: drop it from the address bar (and from a reload).
    setParams({}, { replace: true });
  }, [actor, params, setParams]);

  // Back to this page through the browser's history after leaving for Google: the page is
  // restored as it left (waiting for the consent), and no redirect will come to this copy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'connection.returned' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actor]);

  const selecting = snapshot.matches('selecting') || snapshot.matches('confirming');
  useEffect(() => {
    if (selecting) go('business.profile.connect');
  }, [selecting, go]);

  return (
    <WizardFrame
      step={0}
      title={intl.formatMessage(connectMessages.title)}
      intro={intl.formatMessage(connectMessages.intro)}
    >
      <ul className={styles.points}>
        <li>{intl.formatMessage(connectMessages.point1)}</li>
        <li>{intl.formatMessage(connectMessages.point2)}</li>
        <li>{intl.formatMessage(connectMessages.point3)}</li>
      </ul>
      {/* The grant was revoked while the owner was choosing locations: say why step 2 is gone. */}
      {snapshot.context.connectionLost && (
        <MessageBox tone="warning">{intl.formatMessage(connectMessages.connectionLost)}</MessageBox>
      )}
      {snapshot.context.wasCancelled && (
        <MessageBox tone="warning">{intl.formatMessage(connectMessages.cancelled)}</MessageBox>
      )}
      {error && (
        <MessageBox
          tone="error"
          action={
            <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'connection.retry' })}>
              {intl.formatMessage(wizardMessages.retry)}
            </Button>
          }
        >
          {error.message}
        </MessageBox>
      )}
      <Stack space="100">
        <Button
          variant="primary"
          size="lg"
          isPending={isBusy}
          isDisabled={!snapshot.can({ type: 'connection.start' }) && !isBusy}
          onPress={() => actor.send({ type: 'connection.start' })}
        >
          {intl.formatMessage(connectMessages.button)}
        </Button>
        {isBusy && (
          <Text tone="muted" role="status">
            {intl.formatMessage(connectMessages.connecting)}
          </Text>
        )}
      </Stack>
      <ConnectionFailedModal actor={actor} isOpen={isNoAccess} />
    </WizardFrame>
  );
}
