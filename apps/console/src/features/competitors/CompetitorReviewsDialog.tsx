import { competitorReviews } from '@starcrew/api-client';
import type { Competitor, CompetitorReviews } from '@starcrew/contract';
import {
  Button,
  Card,
  Dialog,
  Heading,
  Link,
  MessageBox,
  RatingStars,
  Skeleton,
  Stack,
  StatCard,
  Text,
} from '@starcrew/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';
import * as styles from './competitors.css.ts';
import { formatRating } from './format.ts';
import { competitorDialogMessages as dm, competitorDialogValues as dv } from './dialogMessages.ts';
import { competitorsMessages as m } from './messages.ts';

export interface CompetitorReviewsDialogProps {
  competitor: Competitor;
  onClose: () => void;
}

type Loaded = { status: 'loading' } | { status: 'ready'; data: CompetitorReviews } | { status: 'failed' };
/** An answer, with the attempt it answers (a retry shows loading until its own answer comes). */
type Answer = { attempt: number } & Loaded;

/**
 * The review details modal (spec section 2): the competitor's figures from the list, then its
 * latest reviews, read from the directory when the modal opens (they are not stored).
 */
export function CompetitorReviewsDialog({ competitor, onClose }: CompetitorReviewsDialogProps) {
  const intl = useIntl();
  const { api } = useServices();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loaded: Loaded = answer?.attempt === attempt ? answer : { status: 'loading' };

  useEffect(() => {
    let current = true;
    competitorReviews(api, competitor.id).then(
      (data) => current && setAnswer({ attempt, status: 'ready', data }),
      () => current && setAnswer({ attempt, status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, competitor.id, attempt]);

  return (
    <Dialog
      title={intl.formatMessage(dv.reviewsTitle, { name: competitor.name })}
      size="lg"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        <Button variant="secondary" slot="close">
          {intl.formatMessage(dm.close)}
        </Button>
      }
    >
      <Stack space="250">
        {competitor.address && <Text tone="muted">{competitor.address}</Text>}
        <div className={styles.stats}>
          <StatCard label={intl.formatMessage(m.averageRating)} value={formatRating(intl, competitor.average_rating)} />
          <StatCard label={intl.formatMessage(m.totalReviews)} value={intl.formatNumber(competitor.total_reviews)} />
          <StatCard label={intl.formatMessage(m.lastMonth)} value={intl.formatNumber(competitor.last_month_reviews)} />
        </div>
        <Heading level={3}>{intl.formatMessage(dm.latestReviews)}</Heading>
        {loaded.status === 'loading' && (
          <Stack space="150" aria-busy="true">
            <Skeleton height="5rem" />
            <Skeleton height="5rem" />
          </Stack>
        )}
        {loaded.status === 'failed' && (
          <MessageBox
            tone="error"
            action={
              <Button variant="secondary" size="sm" onPress={() => setAttempt((n) => n + 1)}>
                {intl.formatMessage(dm.retry)}
              </Button>
            }
          >
            {intl.formatMessage(dm.reviewsFailed)}
          </MessageBox>
        )}
        {loaded.status === 'ready' && loaded.data.reviews.length === 0 && (
          <Text tone="muted">{intl.formatMessage(dm.noReviews)}</Text>
        )}
        {loaded.status === 'ready' && loaded.data.reviews.length > 0 && (
          <ul className={styles.list}>
            {loaded.data.reviews.map((review) => (
              <li key={review.id}>
                <Card padding="md">
                  <Stack space="100">
                    <span className={styles.meta}>
                      <RatingStars value={review.rating} size="sm" />
                      <Text as="span" weight="medium">
                        {review.author_name}
                      </Text>
                      <Text as="span" size="sm" tone="muted">
                        {intl.formatDate(review.published_at, { year: 'numeric', month: 'long', day: 'numeric' })}
                      </Text>
                    </span>
                    {review.text ? (
                      <Text className={styles.reviewText} lang={review.language ?? undefined}>
                        {review.text}
                      </Text>
                    ) : (
                      <Text size="sm" tone="muted">
                        {intl.formatMessage(dm.ratingOnly)}
                      </Text>
                    )}
                  </Stack>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {loaded.status === 'ready' && loaded.data.maps_url && (
          <Link href={loaded.data.maps_url} target="_blank" rel="noreferrer" variant="standalone">
            {intl.formatMessage(dm.openMaps)}
          </Link>
        )}
      </Stack>
    </Dialog>
  );
}
