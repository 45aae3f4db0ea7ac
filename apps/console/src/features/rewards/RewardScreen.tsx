import type { RewardEntry } from '@starcrew/contract';
import { pathFor } from '@starcrew/machines';
import { Badge, Card, EmptyState, Heading, Inline, Link, Skeleton, Stack, Text } from '@starcrew/ui';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Await, useLoaderData } from 'react-router';
import { entryDistributed, entryReversed, rewardsMessages as m } from './messages.ts';
import type { RewardData, RewardDetails } from './reward.loader.ts';
import * as styles from './rewards.css.ts';
import { rankText, rewardText } from './RewardsTable.tsx';

/** Reward details (spec section 2): what was won, by whom, and the whole history of its distribution. */
export default function RewardScreen() {
  const { details } = useLoaderData<RewardData>();
  return (
    <Suspense fallback={<Frame>{<Skeleton shape="rect" height="12rem" />}</Frame>}>
      <Await
        resolve={details}
        errorElement={
          <Frame>
            <DetailsFailed />
          </Frame>
        }
      >
        {(data: RewardDetails) => (
          <Frame>
            <Details data={data} />
          </Frame>
        )}
      </Await>
    </Suspense>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <Stack space="300">
      <Link href={pathFor('manager.rewards.index')}>{intl.formatMessage(m.back)}</Link>
      <Heading level={1}>{intl.formatMessage(m.detailsTitle)}</Heading>
      {children}
    </Stack>
  );
}

function DetailsFailed() {
  const intl = useIntl();
  return <EmptyState title={intl.formatMessage(m.detailsFailed)} />;
}

function Details({ data: { reward, history } }: { data: RewardDetails }) {
  const intl = useIntl();
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  const entry = (e: RewardEntry) => {
    const name = e.by?.full_name ?? '–';
    if (e.kind === 'distributed') return intl.formatMessage(entryDistributed, { name });
    if (e.kind === 'reversed') return intl.formatMessage(entryReversed, { name });
    return intl.formatMessage(m.entryPending);
  };
  const fact = (label: string, value: React.ReactNode) => (
    <div>
      <dt>
        <Text as="span" tone="muted" size="sm">
          {label}
        </Text>
      </dt>
      <dd className={styles.value}>
        <Text as="span">{value}</Text>
      </dd>
    </div>
  );
  return (
    <Stack space="300">
      {reward.flagged && (
        <Inline>
          <Badge tone="warning">{intl.formatMessage(m.flagged)}</Badge>
          <Text>{intl.formatMessage(m.flaggedNote)}</Text>
        </Inline>
      )}
      <Card>
        <dl className={styles.facts}>
          {fact(intl.formatMessage(m.recipient), reward.winner.full_name)}
          {fact(intl.formatMessage(m.campaign), reward.campaign.title)}
          {fact(intl.formatMessage(m.rank), rankText(intl, reward.rank))}
          {fact(intl.formatMessage(m.reward), rewardText(intl, reward))}
          {fact(intl.formatMessage(m.location), reward.location?.title ?? intl.formatMessage(m.allLocations))}
          {fact(
            intl.formatMessage(m.status),
            intl.formatMessage(reward.status === 'distributed' ? m.statusDistributed : m.statusToDistribute),
          )}
        </dl>
      </Card>
      <Stack space="150">
        <Heading level={2}>{intl.formatMessage(m.history)}</Heading>
        <ol className={styles.history}>
          {history.map((e) => (
            <li key={e.id}>
              <Text>{entry(e)}</Text>
              <Text tone="muted" size="sm">
                <time dateTime={e.at}>{when(e.at)}</time>
              </Text>
            </li>
          ))}
        </ol>
      </Stack>
    </Stack>
  );
}
