import type { Campaign, CampaignRanking, RankingEntry } from '@starcrew/contract';
import { pathFor } from '@starcrew/machines';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Link,
  MessageBox,
  ProgressBar,
  Ranking,
  Skeleton,
  Stack,
  StatusPill,
  Text,
} from '@starcrew/ui';
import { Suspense, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Await, useLoaderData, useParams, useRevalidator } from 'react-router';
import * as styles from './campaigns.css.ts';
import type { CampaignData } from './campaign.loader.ts';
import { campaignPill, formatPeriod } from './campaignFormat.ts';
import {
  campaignMessages as m,
  rankingAtMessage,
  rankRewardMessage,
  reviewsCountMessage,
  topPerformersMessage,
} from './campaignMessages.ts';
import { campaignsMessages } from './messages.ts';
import { LazyWizardPanel } from './LazyWizardPanel.tsx';
import { useLiveRanking } from './useLiveRanking.ts';

/**
 * A campaign's details (spec section 2): period, reward mode and rule, rewards per rank,
 * locations and participants, then the live ranking (shared: one; separate: one per location)
 * with each participant's progress towards the goal, reloaded as reviews are attributed.
 */
export default function CampaignScreen() {
  const data = useLoaderData<CampaignData>();
  const revalidator = useRevalidator();
  useLiveRanking(useParams().id ?? '');
  return (
    <Suspense fallback={<Frame />}>
      <Await
        resolve={data.campaign}
        errorElement={
          <Frame>
            <Failed onRetry={() => void revalidator.revalidate()} />
          </Frame>
        }
      >
        {(campaign: Campaign) => <Details campaign={campaign} data={data} />}
      </Await>
    </Suspense>
  );
}

function Failed({ onRetry }: { onRetry(): void }) {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(m.detailsFailed)}
      action={<Button onPress={onRetry}>{intl.formatMessage(m.retry)}</Button>}
    />
  );
}

function Frame({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack space="300">
      <Link href={pathFor('manager.campaigns.index')}>{intl.formatMessage(m.back)}</Link>
      {children ?? (
        <Stack space="200">
          <Skeleton width="16rem" height="2rem" />
          <Skeleton height="10rem" />
        </Stack>
      )}
    </Stack>
  );
}

const money = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });

function Details({ campaign, data }: { campaign: Campaign; data: CampaignData }) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <LazyWizardPanel
        campaign={campaign}
        options={data.options}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void revalidator.revalidate();
        }}
      />
    );
  }
  const say = (message: { id: string; defaultMessage: string }) => intl.formatMessage(message);
  const rewards =
    campaign.reward_mode === 'per_review' && campaign.amount_per_review_cents !== null
      ? [money(intl, campaign.amount_per_review_cents)]
      : campaign.rank_rewards.length > 0
        ? campaign.rank_rewards.map((r) =>
            intl.formatMessage(rankRewardMessage, { rank: r.rank, reward: r.description }),
          )
        : [campaign.reward_description ?? '–'];
  const facts: Array<[string, ReactNode]> = [
    [say(m.period), formatPeriod(intl, campaign)],
    [say(m.mode), say(campaign.reward_mode === 'target' ? m.modeTarget : m.modePerReview)],
    [
      say(m.goal),
      campaign.reviews_target === null
        ? say(m.noGoal)
        : intl.formatMessage(reviewsCountMessage, { count: campaign.reviews_target }),
    ],
    [
      say(m.rule),
      campaign.reward_rule === 'all_reaching_goal'
        ? say(m.ruleAll)
        : intl.formatMessage(topPerformersMessage, { count: campaign.winners_count ?? 1 }),
    ],
    [say(m.rewards), <Lines key="rewards" items={rewards} />],
    [say(m.locationMode), say(campaign.location_mode === 'shared' ? m.shared : m.separate)],
    [say(m.locations), <Lines key="locations" items={campaign.locations.map((l) => l.title)} />],
    [say(m.participants), <Lines key="participants" items={campaign.participants.map((p) => p.full_name)} />],
  ];

  return (
    <Frame>
      <Stack space="300">
        <Stack space="100">
          <Heading level={1}>{campaign.title}</Heading>
          <div>
            <StatusPill status={campaignPill[campaign.status]} />
          </div>
          {campaign.archived && <MessageBox tone="info">{say(m.archivedNote)}</MessageBox>}
        </Stack>
        {campaign.status !== 'completed' && !campaign.archived && (
          <div>
            <Button variant="secondary" onPress={() => setEditing(true)}>
              {say(campaignsMessages.edit)}
            </Button>
          </div>
        )}
        <Card title={say(m.detailsLabel)}>
          <dl className={styles.facts}>
            {facts.map(([term, value]) => (
              <div key={term} className={styles.fact}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Suspense fallback={<Skeleton height="12rem" />}>
          <Await resolve={data.rankings} errorElement={<MessageBox tone="error">{say(m.rankingFailed)}</MessageBox>}>
            {(rankings: CampaignRanking[]) => (
              <Stack space="300">
                {rankings.map((ranking) => (
                  <RankingCard key={ranking.location?.id ?? 'shared'} campaign={campaign} ranking={ranking} />
                ))}
              </Stack>
            )}
          </Await>
        </Suspense>
      </Stack>
    </Frame>
  );
}

function Lines({ items }: { items: string[] }) {
  if (items.length <= 1) return <>{items[0] ?? '–'}</>;
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

/** One ranking: the podium list (design system's Ranking), then each participant's progress. */
function RankingCard({ campaign, ranking }: { campaign: Campaign; ranking: CampaignRanking }) {
  const intl = useIntl();
  const title = ranking.location
    ? intl.formatMessage(rankingAtMessage, { location: ranking.location.title })
    : intl.formatMessage(m.ranking);
  const value = (entry: RankingEntry) =>
    entry.earned_cents !== null
      ? `${intl.formatMessage(reviewsCountMessage, { count: entry.reviews })} · ${money(intl, entry.earned_cents)}`
      : intl.formatMessage(reviewsCountMessage, { count: entry.reviews });
  return (
    <Card title={title}>
      {ranking.entries.length === 0 ? (
        <Text tone="muted">{intl.formatMessage(m.noEntries)}</Text>
      ) : (
        <Stack space="300">
          <Ranking
            aria-label={title}
            entries={ranking.entries.map((entry) => ({
              id: entry.participant.id,
              name: entry.participant.full_name,
              value: value(entry),
              ...(entry.participant.image ? { avatarUrl: entry.participant.image } : {}),
            }))}
          />
          {campaign.reviews_target !== null && (
            <ul className={styles.progressList}>
              {ranking.entries.map((entry) => (
                <li key={entry.participant.id}>
                  <ProgressBar
                    label={entry.participant.full_name}
                    value={Math.min(entry.reviews, campaign.reviews_target ?? 0)}
                    maxValue={campaign.reviews_target ?? 1}
                    valueLabel={`${intl.formatNumber(entry.reviews)} / ${intl.formatNumber(campaign.reviews_target ?? 0)}`}
                    showValueLabel
                    tone={entry.reached_goal ? 'success' : 'accent'}
                  />
                </li>
              ))}
            </ul>
          )}
        </Stack>
      )}
    </Card>
  );
}
