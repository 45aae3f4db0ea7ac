import type { CampaignRow } from '../../db/schema/index.ts';

/** What decides who wins and what (decisions.md, "Campaigns and rewards"). */
export type RankingRules = Pick<
  CampaignRow,
  'rewardMode' | 'reviewsTarget' | 'rewardRule' | 'winnersCount' | 'rewardDescription' | 'amountPerReviewCents'
> & {
  /** Rank → reward, when "different rewards per rank" is on (rule top). */
  rankRewards: ReadonlyMap<number, string>;
};

export interface PrizeLine {
  description: string | null;
  amountCents: number | null;
}

export interface Standing {
  userId: string;
  /** Reviews attributed to the participant at the ranking's locations within the period. */
  reviews: number;
  /** 1 for the most reviews; equal counts share a rank (1, 1, 3). */
  rank: number;
  /** Target mode with a target: reached it; otherwise at least one review. */
  reached: boolean;
  /** Would win if the campaign ended now (at close-out: wins). */
  wins: boolean;
  prize: PrizeLine | null;
}

/** Rule "top" without a number: "only the first/top performer" (spec section 3). */
export const DEFAULT_WINNERS = 1;

/**
 * Ranks participants by reviews collected, ties sharing a rank, the order of `participants`
 * kept among equals (the caller sorts them by name). A participant with no review never wins;
 * with a target, only those who reach it win, under either rule (rule "top" picks among them).
 */
export function rankParticipants(
  participants: readonly string[],
  counts: ReadonlyMap<string, number>,
  rules: RankingRules,
): Standing[] {
  const sorted = participants
    .map((userId, order) => ({ userId, order, reviews: counts.get(userId) ?? 0 }))
    .sort((a, b) => b.reviews - a.reviews || a.order - b.order);
  const topN = rules.winnersCount ?? DEFAULT_WINNERS;
  return sorted.map(({ userId, reviews }) => {
    const rank = 1 + sorted.filter((other) => other.reviews > reviews).length;
    const reached = reviews > 0 && (rules.reviewsTarget === null || reviews >= rules.reviewsTarget);
    const wins = reached && (rules.rewardRule === 'all_reaching_goal' || rank <= topN);
    return { userId, reviews, rank, reached, wins, prize: wins ? prizeFor(rank, reviews, rules) : null };
  });
}

/** What a winner gets: the amount per review times the reviews, or the reward (of their rank when different). */
export function prizeFor(rank: number, reviews: number, rules: RankingRules): PrizeLine {
  const description =
    (rules.rewardRule === 'top_performers' ? rules.rankRewards.get(rank) : undefined) ?? rules.rewardDescription;
  if (rules.rewardMode === 'per_review') {
    return { description, amountCents: (rules.amountPerReviewCents ?? 0) * reviews };
  }
  return { description, amountCents: null };
}
