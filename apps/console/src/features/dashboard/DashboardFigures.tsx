import type { DashboardStats } from '@starcrew/contract';
import { Button, Card, EmptyState, RatingStars, StatCard, visuallyHidden } from '@starcrew/ui';
import { useIntl } from 'react-intl';
import { CampaignsIcon, ReviewsIcon, SellersIcon } from '../shell/navIcons.tsx';
import * as styles from './dashboard.css.ts';
import { StarIcon } from './dashboardIcons.tsx';
import { dashboardMessages, outOfFive } from './messages.ts';

/** Stands for a figure that does not exist yet (no rating); screen readers hear the words instead. */
const NO_VALUE = '–';

export interface DashboardFiguresProps {
  /** The figures; null while they load. */
  stats: DashboardStats | null;
}

/** The four key figures of spec section 2, formatted for the reader's locale. */
export function DashboardFigures({ stats }: DashboardFiguresProps) {
  const intl = useIntl();
  const isLoading = stats === null;
  const count = (value: number | undefined) => (value === undefined ? '' : intl.formatNumber(value));
  const average = stats?.average_rating ?? null;

  return (
    <ul className={styles.stats} aria-label={intl.formatMessage(dashboardMessages.statsLabel)}>
      <li>
        <StatCard
          label={intl.formatMessage(dashboardMessages.totalReviews)}
          value={count(stats?.total_reviews)}
          icon={<ReviewsIcon />}
          isLoading={isLoading}
        />
      </li>
      <li>
        <StatCard
          label={intl.formatMessage(dashboardMessages.averageRating)}
          value={
            average === null ? (
              <>
                <span aria-hidden="true">{NO_VALUE}</span>
                <span className={visuallyHidden}>{intl.formatMessage(dashboardMessages.noRating)}</span>
              </>
            ) : (
              <span className={styles.rating}>
                <span>
                  {intl.formatMessage(outOfFive, {
                    value: intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                  })}
                </span>
                {/* The score already says it: the stars are its picture. */}
                <span aria-hidden="true" className={styles.ratingStars}>
                  <RatingStars value={average} size="sm" />
                </span>
              </span>
            )
          }
          icon={<StarIcon />}
          isLoading={isLoading}
        />
      </li>
      <li>
        <StatCard
          label={intl.formatMessage(dashboardMessages.activeMembers)}
          value={count(stats?.active_members)}
          icon={<SellersIcon />}
          isLoading={isLoading}
        />
      </li>
      <li>
        <StatCard
          label={intl.formatMessage(dashboardMessages.totalCampaigns)}
          value={count(stats?.total_campaigns)}
          icon={<CampaignsIcon />}
          isLoading={isLoading}
        />
      </li>
    </ul>
  );
}

/**
 * When the figures did not load. The API client has already said why in a toast (spec
 * section 8: every failure but a 422), so this card only offers another try.
 */
export function DashboardUnavailable({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Card>
      <EmptyState
        title={intl.formatMessage(dashboardMessages.unavailableTitle)}
        action={
          <Button variant="secondary" onPress={onRetry}>
            {intl.formatMessage(dashboardMessages.retry)}
          </Button>
        }
      >
        {intl.formatMessage(dashboardMessages.unavailableBody)}
      </EmptyState>
    </Card>
  );
}
