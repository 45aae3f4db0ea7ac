import { Heading, Link, Stack, Text } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './ErrorPage.css.ts';

const messages = defineMessages({
  title403: { id: 'error.403.title', defaultMessage: 'Access denied' },
  body403: { id: 'error.403.body', defaultMessage: 'You do not have permission to see this page.' },
  title404: { id: 'error.404.title', defaultMessage: 'Page not found' },
  body404: { id: 'error.404.body', defaultMessage: 'The page you are looking for does not exist.' },
  title500: { id: 'error.500.title', defaultMessage: 'Something went wrong' },
  body500: { id: 'error.500.body', defaultMessage: 'An unexpected error occurred.' },
  home: { id: 'error.home', defaultMessage: 'Back to home' },
});

const copy = {
  403: [messages.title403, messages.body403],
  404: [messages.title404, messages.body404],
  500: [messages.title500, messages.body500],
} as const;

export type ErrorStatus = keyof typeof copy;

/** The 403, 404 and 500 pages of spec section 8, each with a way back home. */
export function ErrorPage({ status }: { status: ErrorStatus }) {
  const intl = useIntl();
  const [title, body] = copy[status];
  return (
    <main className={styles.page}>
      <Stack space="200" align="center" className={styles.content}>
        <p className={styles.code} aria-hidden="true">
          {status}
        </p>
        <Heading level={1}>{intl.formatMessage(title)}</Heading>
        <Text tone="muted">{intl.formatMessage(body)}</Text>
        <Link href="/">{intl.formatMessage(messages.home)}</Link>
      </Stack>
    </main>
  );
}
