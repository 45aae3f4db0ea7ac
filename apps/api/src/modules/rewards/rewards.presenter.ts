import type { Reward, RewardEntry } from '@starcrew/contract';
import type { RewardEntryRow } from '../../db/schema/index.ts';
import { presentPerson } from '../campaigns/campaigns.presenter.ts';
import type { Person, RewardListRow } from './rewards.repository.ts';

/** A reward as lists and details show it; flagged when a review it was won with was removed since. */
export function presentReward(row: RewardListRow): Reward {
  const { reward } = row;
  return {
    id: reward.id,
    campaign: { id: reward.campaignId, title: row.campaignTitle },
    winner: presentPerson(row.winner),
    location:
      reward.locationId === null || row.locationTitle === null
        ? null
        : { id: reward.locationId, title: row.locationTitle },
    rank: reward.rank,
    description: reward.description,
    amount_cents: reward.amountCents,
    status: reward.distributedAt === null ? 'to_distribute' : 'distributed',
    distributed_at: reward.distributedAt?.toISOString() ?? null,
    distributed_by: row.distributor ? presentPerson(row.distributor) : null,
    flagged: row.removedReviews > 0,
    created_at: reward.createdAt.toISOString(),
  };
}

export function presentEntry(row: { entry: RewardEntryRow; actor: Person | null }): RewardEntry {
  return {
    id: row.entry.id,
    kind: row.entry.kind,
    at: row.entry.createdAt.toISOString(),
    by: row.actor ? presentPerson(row.actor) : null,
  };
}
