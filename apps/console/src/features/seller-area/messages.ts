import { defineMessage, defineMessages } from 'react-intl';

/** The seller's own area (spec section 2, "Under /seller"): Collection tools, dashboard, campaigns. */
export const toolsMessages = defineMessages({
  title: { id: 'sellerArea.tools.title', defaultMessage: 'Collection tools' },
  intro: {
    id: 'sellerArea.tools.intro',
    defaultMessage: 'Show your QR code or share your link: the reviews customers leave through them count for you.',
  },
  link: { id: 'sellerArea.tools.link', defaultMessage: 'Your review link' },
  linkHelp: {
    id: 'sellerArea.tools.linkHelp',
    defaultMessage: 'Send it by message or email; it opens the review page of this location.',
  },
  copied: { id: 'sellerArea.tools.copied', defaultMessage: 'Link copied. Paste it wherever your customers are.' },
  emptyTitle: { id: 'sellerArea.tools.emptyTitle', defaultMessage: 'No location yet' },
  emptyBody: {
    id: 'sellerArea.tools.emptyBody',
    defaultMessage: 'Your manager has not tied you to a location yet. Your link and QR code appear here once they do.',
  },
  loadFailed: { id: 'sellerArea.tools.loadFailed', defaultMessage: 'Your collection tools could not be loaded.' },
  retry: { id: 'sellerArea.retry', defaultMessage: 'Try again' },
});

export const dashboardMessages = defineMessages({
  title: { id: 'sellerArea.dashboard.title', defaultMessage: 'Dashboard' },
  intro: {
    id: 'sellerArea.dashboard.intro',
    defaultMessage: 'The reviews you collected, where you stand in your team and your campaign.',
  },
  reviews: { id: 'sellerArea.dashboard.reviews', defaultMessage: 'Reviews collected' },
  rating: { id: 'sellerArea.dashboard.rating', defaultMessage: 'Average rating' },
  ranking: { id: 'sellerArea.dashboard.ranking', defaultMessage: 'Team ranking' },
  rankingLabel: { id: 'sellerArea.dashboard.rankingLabel', defaultMessage: 'Team ranking by reviews collected' },
  campaign: { id: 'sellerArea.dashboard.campaign', defaultMessage: 'Active campaign' },
  noCampaignTitle: { id: 'sellerArea.dashboard.noCampaignTitle', defaultMessage: 'No active campaign' },
  noCampaignBody: {
    id: 'sellerArea.dashboard.noCampaignBody',
    defaultMessage: 'When your manager runs a campaign you take part in, your progress shows here.',
  },
  loadFailed: { id: 'sellerArea.dashboard.loadFailed', defaultMessage: 'Your dashboard could not be loaded.' },
});

export const campaignsMessages = defineMessages({
  title: { id: 'sellerArea.campaigns.title', defaultMessage: 'My Campaigns' },
  intro: {
    id: 'sellerArea.campaigns.intro',
    defaultMessage: 'The campaigns you take part in, their rewards and your progress.',
  },
  emptyTitle: { id: 'sellerArea.campaigns.emptyTitle', defaultMessage: 'No campaigns yet' },
  emptyBody: {
    id: 'sellerArea.campaigns.emptyBody',
    defaultMessage:
      'When your manager adds you to a campaign, it shows here with its reward and the reviews you still need.',
  },
  toTools: { id: 'sellerArea.campaigns.toTools', defaultMessage: 'Open my collection tools' },
  inProgress: { id: 'sellerArea.campaigns.inProgress', defaultMessage: 'In progress' },
  upcoming: { id: 'sellerArea.campaigns.upcoming', defaultMessage: 'Upcoming' },
  completed: { id: 'sellerArea.campaigns.completed', defaultMessage: 'Completed' },
  goalReached: { id: 'sellerArea.campaigns.goalReached', defaultMessage: 'Goal reached' },
  loadFailed: { id: 'sellerArea.campaigns.loadFailed', defaultMessage: 'Your campaigns could not be loaded.' },
});

export const campaignRank = defineMessage<{ rank: number }>({
  id: 'sellerArea.campaigns.rank',
  defaultMessage: 'Rank {rank}',
});

export const campaignReward = defineMessage<{ reward: string }>({
  id: 'sellerArea.campaigns.reward',
  defaultMessage: 'Reward: {reward}',
});

export const campaignRankReward = defineMessage<{ rank: number; reward: string }>({
  id: 'sellerArea.campaigns.rankReward',
  defaultMessage: 'Rank {rank}: {reward}',
});

export const campaignPerReview = defineMessage<{ amount: string }>({
  id: 'sellerArea.campaigns.perReview',
  defaultMessage: '{amount} per review',
});

export const campaignEarned = defineMessage<{ amount: string }>({
  id: 'sellerArea.campaigns.earned',
  defaultMessage: '{amount} earned so far',
});

export const rankingValue = defineMessage<{ count: number }>({
  id: 'sellerArea.dashboard.rankingValue',
  defaultMessage: '{count, plural, one {# review} other {# reviews}}',
});

export const campaignDates = defineMessage<{ start: string; end: string }>({
  id: 'sellerArea.dashboard.campaignDates',
  defaultMessage: '{start} – {end}',
});

export const campaignProgress = defineMessage<{ collected: number; target: number }>({
  id: 'sellerArea.dashboard.campaignProgress',
  defaultMessage: '{collected} of {target} reviews',
});

export const campaignCount = defineMessage<{ collected: number }>({
  id: 'sellerArea.dashboard.campaignCount',
  defaultMessage: '{collected, plural, one {# review collected} other {# reviews collected}}',
});
