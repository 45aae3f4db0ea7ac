import type { SellerActiveCampaign, SellerDashboard } from '@starcrew/contract';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  MessageBox,
  ProgressBar,
  Ranking,
  Skeleton,
  Stack,
  StatCard,
  Text,
} from '@starcrew/ui';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Await, useLoaderData, useRevalidator } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import {
  campaignCount,
  campaignDates,
  campaignProgress,
  dashboardMessages,
  rankingValue,
  toolsMessages,
} from './messages.ts';
import * as styles from './sellerArea.css.ts';
import type { SellerDashboardData } from './sellerDashboard.loader.ts';

/**
 * The seller's dashboard (spec section 2, "Member (seller) dashboard"): reviews collected and
 * average rating, the team ranking with the seller's own row highlighted, and the active
 * campaign with its progress (an empty state without one).
 */
export default function SellerDashboardScreen() {
  const { dashboard } = useLoaderData<SellerDashboardData>();
  return (
    <Suspense fallback={<Dashboard data={null} failed={false} />}>
      <Await resolve={dashboard} errorElement={<Dashboard data={null} failed />}>
        {(data: SellerDashboard) => <Dashboard data={data} failed={false} />}
      </Await>
    </Suspense>
  );
}

function Dashboard({ data, failed }: { data: SellerDashboard | null; failed: boolean }) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  const { session } = useServices();
  const me = session.getSnapshot().context.user?.id;
  const loading = !data && !failed;
  const rating = (value: number | null | undefined) =>
    value == null ? '–' : intl.formatNumber(value, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

  return (
    <Stack space="300">
      <Stack space="050">
        <Heading level={1}>{intl.formatMessage(dashboardMessages.title)}</Heading>
        <Text tone="muted">{intl.formatMessage(dashboardMessages.intro)}</Text>
      </Stack>
      {failed && (
        <MessageBox
          tone="error"
          action={
            <Button size="sm" variant="secondary" onPress={() => void revalidator.revalidate()}>
              {intl.formatMessage(toolsMessages.retry)}
            </Button>
          }
        >
          {intl.formatMessage(dashboardMessages.loadFailed)}
        </MessageBox>
      )}
      <div className={styles.stats}>
        <StatCard
          label={intl.formatMessage(dashboardMessages.reviews)}
          value={data ? intl.formatNumber(data.reviews_collected) : '–'}
          isLoading={loading}
        />
        <StatCard
          label={intl.formatMessage(dashboardMessages.rating)}
          value={rating(data?.average_rating)}
          isLoading={loading}
        />
      </div>
      {!failed && (
        <div className={styles.panels}>
          <Card title={intl.formatMessage(dashboardMessages.ranking)} headingLevel={2}>
            {data ? (
              <Ranking
                aria-label={intl.formatMessage(dashboardMessages.rankingLabel)}
                currentId={me}
                entries={data.ranking.map((row) => ({
                  id: row.id,
                  name: row.name,
                  value: intl.formatMessage(rankingValue, { count: row.reviews_collected }),
                }))}
              />
            ) : (
              <Skeleton lines={4} />
            )}
          </Card>
          <Card title={intl.formatMessage(dashboardMessages.campaign)} headingLevel={2}>
            {data ? <ActiveCampaign campaign={data.active_campaign} /> : <Skeleton lines={3} />}
          </Card>
        </div>
      )}
    </Stack>
  );
}

function ActiveCampaign({ campaign }: { campaign: SellerActiveCampaign | null }) {
  const intl = useIntl();
  if (!campaign) {
    return (
      <EmptyState title={intl.formatMessage(dashboardMessages.noCampaignTitle)} headingLevel={3}>
        {intl.formatMessage(dashboardMessages.noCampaignBody)}
      </EmptyState>
    );
  }
  const day = (date: string) =>
    intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const target = campaign.reviews_target;
  return (
    <Stack space="150">
      <Heading level={3}>{campaign.title}</Heading>
      <Text tone="muted">
        {intl.formatMessage(campaignDates, { start: day(campaign.start_date), end: day(campaign.end_date) })}
      </Text>
      {target ? (
        <ProgressBar
          label={intl.formatMessage(campaignProgress, { collected: campaign.reviews_collected, target })}
          value={Math.min(campaign.reviews_collected, target)}
          maxValue={target}
        />
      ) : (
        <Text>{intl.formatMessage(campaignCount, { collected: campaign.reviews_collected })}</Text>
      )}
    </Stack>
  );
}
