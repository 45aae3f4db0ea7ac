import type { CampaignStatus, SellerCampaign } from '@starcrew/contract';
import { pathFor } from '@starcrew/machines';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Link,
  MessageBox,
  ProgressBar,
  Skeleton,
  Stack,
  StatusPill,
  Text,
} from '@starcrew/ui';
import { Suspense } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Await, useLoaderData, useRevalidator } from 'react-router';
import * as styles from './sellerArea.css.ts';
import type { SellerCampaignsData } from './sellerCampaigns.loader.ts';
import {
  campaignCount,
  campaignDates,
  campaignEarned,
  campaignPerReview,
  campaignProgress,
  campaignRank,
  campaignRankReward,
  campaignReward,
  campaignsMessages as m,
  toolsMessages,
} from './messages.ts';

/**
 * My Campaigns for a seller (spec section 2, `/seller/campaigns`): the campaigns they take part
 * in, grouped in progress, upcoming and completed (sections rather than tabs: a seller has a few,
 * and the running one matters first), each with its reward, the seller's progress towards the
 * goal and rank. A seller in no campaign sees the empty state, with the way to their tools.
 */
export default function SellerCampaignsScreen() {
  const { campaigns } = useLoaderData<SellerCampaignsData>();
  return (
    <Suspense fallback={<Campaigns campaigns={null} failed={false} />}>
      <Await resolve={campaigns} errorElement={<Campaigns campaigns={null} failed />}>
        {(list: SellerCampaign[]) => <Campaigns campaigns={list} failed={false} />}
      </Await>
    </Suspense>
  );
}

/** The order of the sections: what runs now first. */
const sections = [
  ['in_progress', m.inProgress],
  ['upcoming', m.upcoming],
  ['completed', m.completed],
] as const satisfies ReadonlyArray<readonly [CampaignStatus, unknown]>;

function Campaigns({ campaigns, failed }: { campaigns: SellerCampaign[] | null; failed: boolean }) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  return (
    <Stack space="300">
      <Stack space="050">
        <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
        <Text tone="muted">{intl.formatMessage(m.intro)}</Text>
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
          {intl.formatMessage(m.loadFailed)}
        </MessageBox>
      )}
      {!campaigns && !failed && <Skeleton height="12rem" />}
      {campaigns?.length === 0 && (
        <EmptyState
          title={intl.formatMessage(m.emptyTitle)}
          action={<Link href={pathFor('seller.tools.index')}>{intl.formatMessage(m.toTools)}</Link>}
        >
          {intl.formatMessage(m.emptyBody)}
        </EmptyState>
      )}
      {campaigns &&
        sections.map(([status, title]) => {
          const here = campaigns.filter((campaign) => campaign.status === status);
          if (here.length === 0) return null;
          return (
            <section key={status} aria-labelledby={`seller-campaigns-${status}`}>
              <Stack space="150">
                <Heading level={2} id={`seller-campaigns-${status}`}>
                  {intl.formatMessage(title)}
                </Heading>
                <div className={styles.cards}>
                  {here.map((campaign) => (
                    <CampaignCard key={campaign.id} campaign={campaign} />
                  ))}
                </div>
              </Stack>
            </section>
          );
        })}
    </Stack>
  );
}

const money = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });

/** What the campaign gives: the amount per review, the reward of each rank, or the one reward. */
function rewardLines(intl: IntlShape, campaign: SellerCampaign): string[] {
  if (campaign.reward_mode === 'per_review' && campaign.amount_per_review_cents !== null)
    return [intl.formatMessage(campaignPerReview, { amount: money(intl, campaign.amount_per_review_cents) })];
  if (campaign.rank_rewards.length > 0)
    return campaign.rank_rewards.map((r) =>
      intl.formatMessage(campaignRankReward, { rank: r.rank, reward: r.description }),
    );
  return campaign.reward_description
    ? [intl.formatMessage(campaignReward, { reward: campaign.reward_description })]
    : [];
}

function CampaignCard({ campaign }: { campaign: SellerCampaign }) {
  const intl = useIntl();
  const day = (date: string) =>
    intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const { standing } = campaign;
  const target = campaign.reviews_target;
  const started = campaign.status !== 'upcoming';
  return (
    <Card
      title={campaign.title}
      headingLevel={3}
      description={intl.formatMessage(campaignDates, { start: day(campaign.start_date), end: day(campaign.end_date) })}
    >
      <Stack space="150">
        {started && (
          <div className={styles.standing}>
            <Text weight="medium">{intl.formatMessage(campaignRank, { rank: standing.rank })}</Text>
            {standing.reached_goal && target !== null && (
              <StatusPill status="active">{intl.formatMessage(m.goalReached)}</StatusPill>
            )}
          </div>
        )}
        {target !== null ? (
          <ProgressBar
            label={intl.formatMessage(campaignProgress, { collected: standing.reviews, target })}
            value={Math.min(standing.reviews, target)}
            maxValue={target}
            tone={standing.reached_goal ? 'success' : 'accent'}
          />
        ) : (
          started && <Text>{intl.formatMessage(campaignCount, { collected: standing.reviews })}</Text>
        )}
        {standing.earned_cents !== null && started && (
          <Text>{intl.formatMessage(campaignEarned, { amount: money(intl, standing.earned_cents) })}</Text>
        )}
        {rewardLines(intl, campaign).map((line) => (
          <Text key={line} tone="muted">
            {line}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
