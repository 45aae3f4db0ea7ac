import { Button, Heading, Stack, Text } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './ErrorPage.css.ts';
import { errorToastMessages } from './errorToast.ts';

const messages = defineMessages({
  title: { id: 'errors.restore.title', defaultMessage: 'The page could not finish loading' },
  retry: { id: 'errors.restore.retry', defaultMessage: 'Try again' },
});

export interface SessionUnavailableScreenProps {
  /** Whether a new try is under way: the button shows it and waits. */
  isPending: boolean;
  /** Tries again (the session machine's `session.retry`). */
  onRetry: () => void;
}

/**
 * What a page opened with a stored session shows when that session could not be checked: the
 * code that checks it did not download (offline, or a deploy replaced the files). Nothing is
 * known of the session yet, so the page says the spec's network error (section 8) in the error
 * pages' frame, with "Try again"; the stored session is kept.
 */
export function SessionUnavailableScreen({ isPending, onRetry }: SessionUnavailableScreenProps) {
  const intl = useIntl();
  return (
    <main className={styles.page}>
      <Stack space="200" align="center" className={styles.content}>
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        {/* Said as the page appears; a try under way is said by the pending button. */}
        <Text tone="muted" role="alert">
          {intl.formatMessage(errorToastMessages.network)}
        </Text>
        <Button variant="primary" isPending={isPending} onPress={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </Stack>
    </main>
  );
}
