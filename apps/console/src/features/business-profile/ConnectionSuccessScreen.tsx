import { pathFor } from '@starcrew/machines';
import { Button, Inline, MessageBox, Stack } from '@starcrew/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { connectionWizardOf } from './connectionActor.ts';
import * as styles from './businessProfile.css.ts';
import { addedCount, successMessages } from './messages.ts';
import { useConnection } from './useConnection.ts';
import { WizardFrame } from './WizardFrame.tsx';

/**
 * Step 3 (business-profile-setup/connection-success): what was added, then My Networks, where
 * locations are activated with a network plan.
 */
export default function ConnectionSuccessScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const connection = connectionWizardOf(useServices());
  const { snapshot } = useConnection();
  const output = snapshot.matches('success') ? snapshot.output : undefined;
  const added = output?.locations ?? [];
  const count = output?.count ?? 0;

  // The wizard is over: the next visit to step 1 starts a new connection.
  useEffect(() => () => connection.reset(), [connection]);

  return (
    <WizardFrame
      step={2}
      title={intl.formatMessage(successMessages.title)}
      intro={intl.formatMessage(successMessages.intro)}
    >
      {count > 0 && (
        <MessageBox tone="success" title={intl.formatMessage(addedCount, { count })}>
          {/* Named only when every one was listed: "Select all" may add pages never loaded. */}
          {added.length === count ? (
            <ul className={styles.points}>
              {added.map((location) => (
                <li key={location.id}>{location.title}</li>
              ))}
            </ul>
          ) : undefined}
        </MessageBox>
      )}
      <Stack space="100">
        <Inline space="100">
          <Button variant="primary" size="lg" onPress={() => void navigate(pathFor('manager.networks.index'))}>
            {intl.formatMessage(successMessages.networks)}
          </Button>
          <Button variant="secondary" size="lg" onPress={() => void navigate(pathFor('manager.networks.plans'))}>
            {intl.formatMessage(successMessages.plans)}
          </Button>
        </Inline>
      </Stack>
    </WizardFrame>
  );
}
