import { reviewAttribution } from '@starcrew/api-client';
import type { ReplyTemplate, Review, ReviewAttributionDetails } from '@starcrew/contract';
import { Badge, Button, Card, Option, RatingStars, Select, Stack, Text } from '@starcrew/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import { shownByAwait } from '../../app/shownByAwait.ts';
import { attributionMessages } from './attribution.messages.ts';
import { CollectedBy } from './Attribution.tsx';
import { assignedTo, reviewsMessages as m, sentimentLabels, topicLabels } from './messages.ts';

import * as styles from './reviews.css.ts';
import type { Assignee } from './reviews.loader.ts';

// The composer and the correction dialog load when first opened (./onDemand.ts); the dialog
// stays mounted afterwards, so it animates out.
const ReplyComposer = lazy(() => import('./onDemand.ts').then((mod) => ({ default: mod.ReplyComposer })));
const AttributionDialog = lazy(() => import('./onDemand.ts').then((mod) => ({ default: mod.AttributionDialog })));

/** What a manager may do on a card; absent for the seller's read-only list. */
export interface ReviewCardActions {
  assignees: Assignee[];
  templates: ReplyTemplate[];
  isBusy: boolean;
  onAssign: (review: Review, userId: string) => void;
  onUnassign: (review: Review) => void;
  onDeleteReply: (review: Review) => void;
  onDelete: (review: Review) => void;
  onReplied: (review: Review) => void;
  /** After a correction of who collected it (issue 15 §3); the card offers it when set. */
  onAttributionCorrected?: (review: Review, message: string | undefined) => void;
}

/** The sentiment's colour; its word is always beside it. */
const sentimentTone = { positive: 'success', neutral: 'neutral', negative: 'danger' } as const;

const fullName = (member: { first_name: string; last_name: string }) => `${member.first_name} ${member.last_name}`;

/**
 * One review (spec section 3's fields): rating, comment, reviewer, date, source, location, the
 * member who collected it, its assignment and its reply; for a manager, the actions on it.
 */
export function ReviewCard({ review, actions }: { review: Review; actions?: ReviewCardActions | undefined }) {
  const intl = useIntl();
  const [composing, setComposing] = useState(false);
  const { api } = useServices();
  // The attribution dialog's reading, asked for by the press that opens it; null while closed.
  const [attribution, setAttribution] = useState<Promise<ReviewAttributionDetails> | null>(null);
  const [attributionOpened, setAttributionOpened] = useState(false); // mounted from then on, for its closing
  if (attribution && !attributionOpened) setAttributionOpened(true);
  const date = intl.formatDate(review.reviewed_at, { year: 'numeric', month: 'long', day: 'numeric' });

  return (
    <Card padding="md">
      <Stack space="150">
        <div className={styles.cardHead}>
          <div className={styles.meta}>
            {review.rating === null ? (
              <Text size="sm" tone="muted">
                {intl.formatMessage(m.noRating)}
              </Text>
            ) : (
              <RatingStars value={review.rating} size="sm" />
            )}
            <Text as="span" weight="medium">
              {review.reviewer_name}
            </Text>
            <Text as="span" size="sm" tone="muted">
              {date}
            </Text>
          </div>
          <div className={styles.meta}>
            <Badge tone={review.source === 'google' ? 'info' : 'accent'}>
              {intl.formatMessage(review.source === 'google' ? m.sourceGoogle : m.sourceForm)}
            </Badge>
            <Text as="span" size="sm" tone="muted">
              {review.location_title}
            </Text>
          </div>
        </div>
        <Text className={styles.comment} tone={review.comment ? 'default' : 'muted'}>
          {review.comment || intl.formatMessage(m.noComment)}
        </Text>
        {(review.sentiment || review.topics.length > 0) && (
          <ul className={styles.tags} aria-label={intl.formatMessage(m.tagsLabel)}>
            {review.sentiment && (
              <li>
                <Badge tone={sentimentTone[review.sentiment]}>
                  {intl.formatMessage(sentimentLabels[review.sentiment])}
                </Badge>
              </li>
            )}
            {review.topics.map((topic) => (
              <li key={topic}>
                <Badge tone="info">{intl.formatMessage(topicLabels[topic])}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.meta}>
          <CollectedBy review={review} />
          <Badge tone={review.assigned_to ? 'success' : 'neutral'}>
            {review.assigned_to
              ? intl.formatMessage(assignedTo, { name: fullName(review.assigned_to) })
              : intl.formatMessage(m.unassignedLabel)}
          </Badge>
          <Badge tone={review.reply ? 'success' : 'warning'}>
            {intl.formatMessage(review.reply ? m.tabAnswered : m.tabUnanswered)}
          </Badge>
        </div>
        {review.reply && !composing && (
          <Stack space="050">
            <Text size="sm" weight="medium">
              {intl.formatMessage(m.yourReply)}
            </Text>
            <Text className={styles.reply}>{review.reply.text}</Text>
          </Stack>
        )}
        {actions && composing && (
          <Suspense fallback={null}>
            <ReplyComposer
              review={review}
              templates={actions.templates}
              onCancel={() => setComposing(false)}
              onSent={(sent) => {
                setComposing(false);
                actions.onReplied(sent);
              }}
            />
          </Suspense>
        )}
        {actions && !composing && (
          <div className={styles.actions}>
            <Button variant="primary" size="sm" onPress={() => setComposing(true)}>
              {intl.formatMessage(review.reply ? m.editReply : m.replyAction)}
            </Button>
            {review.reply && (
              <Button variant="ghost" size="sm" onPress={() => actions.onDeleteReply(review)}>
                {intl.formatMessage(m.deleteReply)}
              </Button>
            )}
            {review.assigned_to ? (
              <Button variant="secondary" size="sm" onPress={() => actions.onUnassign(review)}>
                {intl.formatMessage(m.unassign)}
              </Button>
            ) : (
              <div className={styles.assign}>
                <Select
                  label={intl.formatMessage(m.assign)}
                  placeholder={intl.formatMessage(m.assignPlaceholder)}
                  items={actions.assignees}
                  selectedKey={null}
                  isDisabled={actions.isBusy}
                  onSelectionChange={(key) => key !== null && actions.onAssign(review, String(key))}
                >
                  {(member) => <Option id={member.id}>{fullName(member)}</Option>}
                </Select>
              </div>
            )}
            {actions.onAttributionCorrected && (
              <Button
                variant="ghost"
                size="sm"
                onPress={() => setAttribution(shownByAwait(reviewAttribution(api, review.id)))}
              >
                {intl.formatMessage(attributionMessages.correct)}
              </Button>
            )}
            {review.deletable ? (
              <Button variant="ghost" size="sm" onPress={() => actions.onDelete(review)}>
                {intl.formatMessage(m.deleteReview)}
              </Button>
            ) : (
              <Text as="span" size="xs" tone="muted">
                {intl.formatMessage(m.googleKept)}
              </Text>
            )}
          </div>
        )}
      </Stack>
      {actions?.onAttributionCorrected && attributionOpened && (
        <Suspense fallback={null}>
          <AttributionDialog
            review={review}
            details={attribution}
            onClose={() => setAttribution(null)}
            onCorrected={(fixed, message) => {
              setAttribution(null);
              actions.onAttributionCorrected?.(fixed, message);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
