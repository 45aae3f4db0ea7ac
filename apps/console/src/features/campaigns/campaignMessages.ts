import { defineMessage, defineMessages } from 'react-intl';

/**
 * A campaign's page (spec section 2): its details and rankings; apart from the list's texts
 * (`messages.ts`), so that My Campaigns does not download them (issue 18).
 */
export const campaignMessages = defineMessages({
  back: { id: 'campaigns.details.back', defaultMessage: 'Back to campaigns' },
  detailsLabel: { id: 'campaigns.details.label', defaultMessage: 'Campaign details' },
  period: { id: 'campaigns.details.period', defaultMessage: 'Period' },
  mode: { id: 'campaigns.details.mode', defaultMessage: 'Reward mode' },
  modeTarget: { id: 'campaigns.details.modeTarget', defaultMessage: 'Target to reach' },
  modePerReview: { id: 'campaigns.details.modePerReview', defaultMessage: 'Amount per review' },
  goal: { id: 'campaigns.details.goal', defaultMessage: 'Reviews to collect' },
  noGoal: { id: 'campaigns.details.noGoal', defaultMessage: 'No goal' },
  rule: { id: 'campaigns.details.rule', defaultMessage: 'Who wins' },
  ruleAll: { id: 'campaigns.details.ruleAll', defaultMessage: 'Everyone who reaches the goal' },
  rewards: { id: 'campaigns.details.rewards', defaultMessage: 'Rewards' },
  locationMode: { id: 'campaigns.details.locationMode', defaultMessage: 'Ranking' },
  shared: { id: 'campaigns.details.shared', defaultMessage: 'One ranking across the locations' },
  separate: { id: 'campaigns.details.separate', defaultMessage: 'One ranking per location' },
  locations: { id: 'campaigns.details.locations', defaultMessage: 'Locations' },
  participants: { id: 'campaigns.details.participants', defaultMessage: 'Participants' },
  ranking: { id: 'campaigns.details.ranking', defaultMessage: 'Ranking' },
  noEntries: { id: 'campaigns.details.noEntries', defaultMessage: 'No participant in this ranking yet.' },
  retry: { id: 'campaigns.details.retry', defaultMessage: 'Try again' },
  detailsFailed: { id: 'campaigns.details.failed', defaultMessage: 'This campaign could not be loaded.' },
  rankingFailed: { id: 'campaigns.details.rankingFailed', defaultMessage: 'The ranking could not be loaded.' },
  archivedNote: { id: 'campaigns.details.archived', defaultMessage: 'This campaign is archived.' },
});

export const topPerformersMessage = defineMessage<{ count: number }>({
  id: 'campaigns.details.ruleTop',
  defaultMessage: '{count, plural, one {The first} other {The top #}}',
});

export const rankRewardMessage = defineMessage<{ rank: number; reward: string }>({
  id: 'campaigns.details.rankReward',
  defaultMessage: 'Rank {rank}: {reward}',
});

export const reviewsCountMessage = defineMessage<{ count: number }>({
  id: 'campaigns.details.reviews',
  defaultMessage: '{count, plural, one {# review} other {# reviews}}',
});

export const rankingAtMessage = defineMessage<{ location: string }>({
  id: 'campaigns.details.rankingAt',
  defaultMessage: 'Ranking – {location}',
});
