import type { Reward, RewardStatus } from '@starcrew/contract';
import { pathFor } from '@starcrew/machines';
import { Badge, Cell, Column, EmptyState, Link, Row, Table, TableBody, TableHeader } from '@starcrew/ui';
import type { Selection } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { rankMessage, rewardsMessages as m } from './messages.ts';
import * as styles from './rewards.css.ts';
import { REWARDS_PAGE_SIZE } from './rewards.loader.ts';

/** Shown where a value is missing (no rank in an all-reaching-goal campaign). */
export const NONE = '–';

/** A rank as "#2", or the dash. */
export const rankText = (intl: IntlShape, rank: number | null) =>
  rank == null ? NONE : intl.formatMessage(rankMessage, { rank });

/** What a reward is: its text, else its amount (per-review campaigns). */
export function rewardText(intl: IntlShape, reward: Reward): string {
  if (reward.description) return reward.description;
  if (reward.amount_cents != null)
    return intl.formatNumber(reward.amount_cents / 100, { style: 'currency', currency: 'EUR' });
  return '–';
}

export interface RewardsTableProps {
  tab: RewardStatus;
  rewards: Reward[];
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
  selected: Set<string>;
  onSelectionChange: (ids: Set<string>) => void;
}

/** A page of rewards with checkboxes: the recipient links to the reward's details and history. */
export function RewardsTable({
  tab,
  rewards,
  isLoading,
  failed,
  onRetry,
  selected,
  onSelectionChange,
}: RewardsTableProps) {
  const intl = useIntl();
  const date = (value: string | null) => (value ? intl.formatDate(value, { dateStyle: 'medium' }) : '–');
  const onChange = (keys: Selection) =>
    onSelectionChange(keys === 'all' ? new Set(rewards.map((r) => r.id)) : new Set([...keys].map(String)));
  return (
    <Table
      aria-label={intl.formatMessage(m.tableLabel)}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={onChange}
    >
      <TableHeader>
        <Column id="recipient" isRowHeader>
          {intl.formatMessage(m.recipient)}
        </Column>
        <Column id="campaign">{intl.formatMessage(m.campaign)}</Column>
        <Column id="rank">{intl.formatMessage(m.rank)}</Column>
        <Column id="reward">{intl.formatMessage(m.reward)}</Column>
        <Column id="location">{intl.formatMessage(m.location)}</Column>
        <Column id="date">{intl.formatMessage(tab === 'distributed' ? m.distributedOn : m.wonOn)}</Column>
        <Column id="flag">{intl.formatMessage(m.flag)}</Column>
      </TableHeader>
      <TableBody
        items={rewards}
        isLoading={isLoading}
        skeletonRows={REWARDS_PAGE_SIZE}
        error={failed ? intl.formatMessage(m.loadFailed) : undefined}
        onRetry={onRetry}
        emptyState={
          tab === 'distributed' ? (
            <EmptyState title={intl.formatMessage(m.emptyDistributed)} />
          ) : (
            <EmptyState title={intl.formatMessage(m.emptyToDistribute)}>
              {intl.formatMessage(m.emptyToDistributeBody)}
            </EmptyState>
          )
        }
      >
        {(reward: Reward) => (
          <Row id={reward.id} textValue={reward.winner.full_name}>
            <Cell>
              <Link href={pathFor('manager.rewards.show', { id: reward.id })}>{reward.winner.full_name}</Link>
            </Cell>
            <Cell>{reward.campaign.title}</Cell>
            <Cell className={styles.number}>{rankText(intl, reward.rank)}</Cell>
            <Cell>{rewardText(intl, reward)}</Cell>
            <Cell>{reward.location?.title ?? intl.formatMessage(m.allLocations)}</Cell>
            <Cell className={styles.number}>
              {date(tab === 'distributed' ? reward.distributed_at : reward.created_at)}
            </Cell>
            <Cell>{reward.flagged && <Badge tone="warning">{intl.formatMessage(m.flagged)}</Badge>}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
