import { draftReply, isApiError, replyToReview, saveReplyTemplate } from '@starcrew/api-client';
import { fillTemplate, firstNameOf, REPLY_MAX_LENGTH, type ReplyTemplate, type Review } from '@starcrew/contract';
import { Button, MessageBox, Option, Select, Stack, Text, TextArea, toastQueue } from '@starcrew/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiMutation } from '../../app/useMutation.ts';
import { composerLabel, composerMessages as m } from './composerMessages.ts';
import { reviewsMessages } from './messages.ts';
import * as styles from './reviews.css.ts';

export interface ReplyComposerProps {
  review: Review;
  templates: ReplyTemplate[];
  onSent: (review: Review) => void;
  onCancel: () => void;
}

/**
 * A call whose refusals (Google's 429, a lost connection, the AI service down) the composer
 * says beside the text it keeps, instead of the API client's toast; a 422 still lands on the field.
 */
function beside<A extends unknown[], T>(call: (...args: A) => Promise<T>) {
  return async (...args: A): Promise<{ ok: T } | { failed: string }> => {
    try {
      return { ok: await call(...args) };
    } catch (error) {
      if (isApiError(error) && error.kind !== 'validation') return { failed: error.message };
      throw error;
    }
  };
}

const send = beside(replyToReview);
const draft = beside(draftReply);

/**
 * Writes a reply: by hand, from a template (placeholders filled for this review), or from an
 * AI draft that only fills the text: nothing is sent until Send is pressed.
 */
export function ReplyComposer({ review, templates, onSent, onCancel }: ReplyComposerProps) {
  const intl = useIntl();
  const [text, setText] = useState(review.reply?.text ?? '');
  const [drafted, setDrafted] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const sending = useApiMutation(send);
  const drafting = useApiMutation(draft);
  const saving = useApiMutation(saveReplyTemplate);
  const values = { firstName: firstNameOf(review.reviewer_name), business: review.location_title };

  const write = async () => {
    setFailure(undefined);
    const outcome = await drafting.run(review.id, 'warm');
    if (outcome && 'ok' in outcome) {
      setText(outcome.ok.text);
      setDrafted(true);
    } else if (outcome) setFailure(outcome.failed);
  };
  const submit = async () => {
    setFailure(undefined);
    const outcome = await sending.run(review.id, text);
    if (outcome && 'ok' in outcome) {
      toastQueue.add({ tone: 'success', title: outcome.ok.message ?? '' });
      onSent(outcome.ok.data);
    } else if (outcome) setFailure(outcome.failed);
  };
  const saveTemplate = async () => {
    // The template keeps the placeholders: the reviewer's name and the business go back to them.
    const body = text.replaceAll(values.firstName, '{first_name}').replaceAll(values.business, '{business}');
    const title = body.split('\n')[0]!.slice(0, 60);
    const saved = await saving.run({ title, body });
    if (saved?.message) toastQueue.add({ tone: 'success', title: saved.message });
  };

  return (
    <Stack space="150">
      <TextArea
        label={intl.formatMessage(composerLabel, { name: review.reviewer_name })}
        description={intl.formatMessage(review.source === 'google' ? m.googleNote : m.formNote)}
        fieldName="field.reply"
        value={text}
        onChange={(value) => {
          setText(value);
          setFailure(undefined);
        }}
        maxLength={REPLY_MAX_LENGTH}
        rows={5}
        autoGrow
        isRequired
        errorMessage={sending.fieldErrors?.text}
        isInvalid={Boolean(sending.fieldErrors?.text)}
      />
      {drafted && (
        <Text size="sm" tone="muted">
          {intl.formatMessage(m.aiNote)}
        </Text>
      )}
      {failure && (
        <MessageBox tone="error" title={intl.formatMessage(m.failed)}>
          {failure}
        </MessageBox>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => void write()} isPending={drafting.isPending}>
          {intl.formatMessage(m.aiDraft)}
        </Button>
        {templates.length > 0 && (
          <div className={styles.assign}>
            <Select
              label={intl.formatMessage(m.template)}
              placeholder={intl.formatMessage(m.templatePlaceholder)}
              items={templates}
              selectedKey={null}
              onSelectionChange={(key) => {
                const chosen = templates.find((t) => t.id === key);
                if (chosen) setText(fillTemplate(chosen.body, values));
              }}
            >
              {(template) => <Option id={template.id}>{template.title}</Option>}
            </Select>
          </div>
        )}
        <Button
          variant="ghost"
          onPress={() => void saveTemplate()}
          isDisabled={!text.trim()}
          isPending={saving.isPending}
        >
          {intl.formatMessage(m.saveTemplate)}
        </Button>
      </div>
      <div className={styles.actions}>
        <Button variant="primary" onPress={() => void submit()} isPending={sending.isPending} isDisabled={!text.trim()}>
          {intl.formatMessage(sending.isPending ? m.sending : m.send)}
        </Button>
        <Button variant="ghost" onPress={onCancel} isDisabled={sending.isPending}>
          {intl.formatMessage(reviewsMessages.cancel)}
        </Button>
      </div>
    </Stack>
  );
}
