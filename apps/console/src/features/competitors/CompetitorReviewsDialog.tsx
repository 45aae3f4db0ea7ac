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
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Await } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { shownByAwait } from '../../app/shownByAwait.ts';
import * as styles from './competitors.css.ts';
import { formatRating } from './format.ts';
import { competitorDialogMessages as dm, competitorDialogValues as dv } from './dialogMessages.ts';
import { competitorsMessages as m } from './messages.ts';

export interface CompetitorReviewsDialogProps {
  competitor: Competitor;
  /** Its latest reviews, asked for by the press that opened the modal (shownByAwait). */
  reviews: Promise<CompetitorReviews>;
  onClose: () => void;
}

/**
 * The review details modal (spec section 2): the competitor's figures from the list, then its
 * latest reviews as they arrive.
 */
export function CompetitorReviewsDialog({ competitor, reviews: first, onClose }: CompetitorReviewsDialogProps) {
  const intl = useIntl();
  const { api } = useServices();
  // A retry asks again: its own answer replaces the failure, with the skeletons meanwhile.
  const [reviews, setReviews] = useState(first);
  const retry = () => setReviews(shownByAwait(competitorReviews(api, competitor.id)));

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
        <Suspense
          fallback={
            <Stack space="150" aria-busy="true">
              <Skeleton height="5rem" />
              <Skeleton height="5rem" />
            </Stack>
          }
        >
          <Await
            resolve={reviews}
            errorElement={
              <MessageBox
                tone="error"
                action={
                  <Button variant="secondary" size="sm" onPress={retry}>
                    {intl.formatMessage(dm.retry)}
                  </Button>
                }
              >
                {intl.formatMessage(dm.reviewsFailed)}
              </MessageBox>
            }
          >
            {(data: CompetitorReviews) => <LatestReviews data={data} />}
          </Await>
        </Suspense>
      </Stack>
    </Dialog>
  );
}

/** The reviews the directory gave, newest first, and the way to the competitor on Google Maps. */
function LatestReviews({ data }: { data: CompetitorReviews }) {
  const intl = useIntl();
  return (
    <>
      {data.reviews.length === 0 && <Text tone="muted">{intl.formatMessage(dm.noReviews)}</Text>}
      {data.reviews.length > 0 && (
        <ul className={styles.list}>
          {data.reviews.map((review) => (
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
      {data.maps_url && (
        <Link href={data.maps_url} target="_blank" rel="noreferrer" variant="standalone">
          {intl.formatMessage(dm.openMaps)}
        </Link>
      )}
    </>
  );
}
