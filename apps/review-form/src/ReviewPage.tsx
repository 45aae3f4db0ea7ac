import { Button, Form, Heading, MessageBox, Stack, Text, TextArea, TextField } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import type { ReviewTarget } from './reviewPath.ts';
import * as styles from './ReviewPage.css.ts';

const messages = defineMessages({
  title: { id: 'reviewForm.title', defaultMessage: 'How was your visit?' },
  intro: {
    id: 'reviewForm.intro',
    defaultMessage: 'Your review helps the team and future customers. It takes a minute.',
  },
  comment: { id: 'reviewForm.comment', defaultMessage: 'Your review' },
  firstName: { id: 'reviewForm.firstName', defaultMessage: 'First name' },
  lastName: { id: 'reviewForm.lastName', defaultMessage: 'Last name' },
  email: { id: 'reviewForm.email', defaultMessage: 'Email' },
  emailHint: { id: 'reviewForm.emailHint', defaultMessage: 'Never shown publicly.' },
  submit: { id: 'reviewForm.submit', defaultMessage: 'Send my review' },
  badLink: {
    id: 'reviewForm.badLink',
    defaultMessage: 'This review link is incomplete or no longer valid. Please scan the QR code again.',
  },
});

/**
 * The public review page (spec section 2): comment, first name, last name and email. The
 * form validates as the customer goes; sending it arrives with the review-collection work.
 */
export function ReviewPage({ target }: { target: ReviewTarget | null }) {
  const intl = useIntl();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Stack space="300">
          <Stack space="100">
            <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
            <Text tone="muted">{intl.formatMessage(messages.intro)}</Text>
          </Stack>
          {target === null ? (
            <MessageBox tone="error">{intl.formatMessage(messages.badLink)}</MessageBox>
          ) : (
            <Form onSubmit={(event) => event.preventDefault()}>
              <Stack space="200">
                <TextArea
                  name="comment"
                  label={intl.formatMessage(messages.comment)}
                  fieldName="field.comment"
                  isRequired
                  maxLength={2000}
                />
                <div className={styles.names}>
                  <TextField
                    name="first_name"
                    autoComplete="given-name"
                    label={intl.formatMessage(messages.firstName)}
                    fieldName="field.firstName"
                    isRequired
                    maxLength={50}
                  />
                  <TextField
                    name="last_name"
                    autoComplete="family-name"
                    label={intl.formatMessage(messages.lastName)}
                    fieldName="field.lastName"
                    isRequired
                    maxLength={50}
                  />
                </div>
                <TextField
                  name="email"
                  type="email"
                  autoComplete="email"
                  label={intl.formatMessage(messages.email)}
                  description={intl.formatMessage(messages.emailHint)}
                  fieldName="field.email"
                  isRequired
                />
                <Button type="submit" variant="primary" size="lg">
                  {intl.formatMessage(messages.submit)}
                </Button>
              </Stack>
            </Form>
          )}
        </Stack>
      </div>
    </main>
  );
}
