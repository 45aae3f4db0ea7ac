import type { Campaign, CampaignPerson, CampaignRanking, RankingEntry } from '@starcrew/contract';
import type { CampaignRow } from '../../db/schema/index.ts';
import { statusOn } from './campaigns.dates.ts';
import type { Standing } from './campaigns.ranking.ts';
import type { CampaignParts } from './campaigns.repository.ts';
import type { Ranking } from './campaigns.standings.ts';

export function presentPerson(p: {
  id: string;
  firstName: string;
  lastName: string;
  image: string | null;
}): CampaignPerson {
  return {
    id: p.id,
    first_name: p.firstName,
    last_name: p.lastName,
    full_name: `${p.firstName} ${p.lastName}`,
    image: p.image,
  };
}

/** A campaign as the lists and details show it; `today` is the organization's day. */
export function presentCampaign(row: CampaignRow, parts: CampaignParts, today: string): Campaign {
  return {
    id: row.id,
    title: row.title,
    start_date: row.startDate,
    end_date: row.endDate,
    status: statusOn(today, row),
    archived: row.archivedAt !== null,
    reward_mode: row.rewardMode,
    reviews_target: row.reviewsTarget,
    reward_rule: row.rewardRule,
    winners_count: row.rewardRule === 'top_performers' ? row.winnersCount : null,
    different_rewards: parts.rankRewards.length > 0,
    reward_description: row.rewardDescription,
    rank_rewards: parts.rankRewards,
    amount_per_review_cents: row.amountPerReviewCents,
    location_mode: row.locationMode,
    locations: parts.locations,
    participants: parts.participants.map(presentPerson),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A participant's standing without who they are: their progress, and what they earned so far. */
export function presentStanding(row: CampaignRow, standing: Standing): Omit<RankingEntry, 'participant'> {
  return {
    rank: standing.rank,
    reviews: standing.reviews,
    progress: row.reviewsTarget === null ? null : Math.min(1, standing.reviews / row.reviewsTarget),
    reached_goal: standing.reached,
    earned_cents: row.rewardMode === 'per_review' ? standing.reviews * (row.amountPerReviewCents ?? 0) : null,
  };
}

export function presentRankings(row: CampaignRow, parts: CampaignParts, rankings: Ranking[]): CampaignRanking[] {
  const people = new Map(parts.participants.map((p) => [p.id, presentPerson(p)]));
  const places = new Map(parts.locations.map((l) => [l.id, l]));
  return rankings.map((ranking) => ({
    location: ranking.locationId === null ? null : (places.get(ranking.locationId) ?? null),
    entries: ranking.standings.flatMap((standing) => {
      const participant = people.get(standing.userId);
      return participant ? [{ participant, ...presentStanding(row, standing) }] : [];
    }),
  }));
}
