import { isLocationSelected, selectedCount as countSelected } from '@starcrew/machines';
import { Badge, Button, Checkbox, Inline, MessageBox, RatingStars, Spinner, Stack, Text } from '@starcrew/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './businessProfile.css.ts';
import { ConnectionFailedModal } from './ConnectionFailedModal.tsx';
import { confirmSelection, reviewCount, selectedCount, selectMessages, wizardMessages } from './messages.ts';
import { useConnection } from './useConnection.ts';
import { WizardFrame } from './WizardFrame.tsx';

/**
 * Step 2 (business-profile-setup/select-business): choose the locations to add; at least one.
 * Opened first (a reload, a new tab), it lists the connection the server holds again.
 */
export default function SelectBusinessScreen() {
  const intl = useIntl();
  const { actor, snapshot, isBusy, isNoAccess, error, go } = useConnection({ resume: true });
  const { locations, selection, total, page, lastPage } = snapshot.context;
  // The server holds no connection (or the owner reconnects): step 1 starts one.
  const notStarted = snapshot.matches('connect');
  const done = snapshot.matches('success');

  useEffect(() => {
    if (notStarted) go('business.profile.setup');
    if (done) go('business.profile.success');
  }, [notStarted, done, go]);

  const loading = snapshot.matches('loadingLocations') || snapshot.matches('exchanging');
  // "Select all" counts every location of the connection, the pages not listed yet included.
  const count = countSelected(selection, total);

  return (
    <WizardFrame
      step={1}
      title={intl.formatMessage(selectMessages.title)}
      intro={intl.formatMessage(selectMessages.intro)}
    >
      {loading && (
        <Inline space="100" align="start">
          <Spinner size="sm" />
          <Text tone="muted">{intl.formatMessage(selectMessages.loading)}</Text>
        </Inline>
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
      {locations.length > 0 && (
        <Stack space="150">
          <Inline align="between" space="100">
            <Text tone="muted" aria-live="polite">
              {intl.formatMessage(selectedCount, { selected: count, total })}
            </Text>
            <Inline space="050">
              <Button size="sm" variant="ghost" onPress={() => actor.send({ type: 'locations.selectAll' })}>
                {intl.formatMessage(selectMessages.selectAll)}
              </Button>
              <Button size="sm" variant="ghost" onPress={() => actor.send({ type: 'locations.clear' })}>
                {intl.formatMessage(selectMessages.clear)}
              </Button>
            </Inline>
          </Inline>
          <ul className={styles.list} aria-label={intl.formatMessage(selectMessages.listLabel)}>
            {locations.map((location) => (
              <li key={location.id} className={styles.item}>
                <Checkbox
                  isSelected={isLocationSelected(selection, location.id)}
                  onChange={() => actor.send({ type: 'locations.toggle', locationId: location.id })}
                  isDisabled={isBusy}
                >
                  <Stack space="025">
                    <Inline space="100" alignY="center">
                      <Text weight="medium">{location.title}</Text>
                      {location.connected && <Badge tone="neutral">{intl.formatMessage(selectMessages.already)}</Badge>}
                    </Inline>
                    {location.address && (
                      <Text tone="muted" size="sm">
                        {location.address}
                      </Text>
                    )}
                  </Stack>
                </Checkbox>
                <div className={styles.itemMeta}>
                  {location.rating === null ? (
                    <Text tone="muted" size="sm">
                      {intl.formatMessage(selectMessages.noRating)}
                    </Text>
                  ) : (
                    <RatingStars value={location.rating} size="sm" />
                  )}
                  <Text tone="muted" size="sm">
                    {intl.formatMessage(reviewCount, { count: location.totalReviews })}
                  </Text>
                </div>
              </li>
            ))}
          </ul>
          {page < lastPage && (
            <Button
              variant="secondary"
              isPending={snapshot.matches({ selecting: 'loadingMore' })}
              onPress={() => actor.send({ type: 'locations.loadMore' })}
            >
              {intl.formatMessage(selectMessages.loadMore)}
            </Button>
          )}
          <Stack space="050">
            <Button
              variant="primary"
              size="lg"
              isPending={snapshot.matches('confirming')}
              isDisabled={count === 0}
              onPress={() => actor.send({ type: 'locations.confirm' })}
            >
              {intl.formatMessage(confirmSelection, { count })}
            </Button>
            {count === 0 && (
              <Text tone="muted" size="sm">
                {intl.formatMessage(selectMessages.required)}
              </Text>
            )}
          </Stack>
        </Stack>
      )}
      <ConnectionFailedModal actor={actor} isOpen={isNoAccess} />
    </WizardFrame>
  );
}
