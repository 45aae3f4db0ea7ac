import { defineMessage, defineMessages } from 'react-intl';

/** My Campaigns (spec section 2): the tabs, the table, archive / restore, the details and rankings. */
export const campaignsMessages = defineMessages({
  title: { id: 'campaigns.screen.title', defaultMessage: 'My Campaigns' },
  intro: {
    id: 'campaigns.screen.intro',
    defaultMessage: 'Reward your team for the reviews they collect, over a period you choose.',
  },
  create: { id: 'campaigns.screen.create', defaultMessage: 'Create a campaign' },
  tabsLabel: { id: 'campaigns.screen.tabsLabel', defaultMessage: 'Campaigns by status' },
  tabAll: { id: 'campaigns.tab.all', defaultMessage: 'All' },
  tabUpcoming: { id: 'campaigns.tab.upcoming', defaultMessage: 'Upcoming' },
  tabInProgress: { id: 'campaigns.tab.inProgress', defaultMessage: 'In Progress' },
  tabCompleted: { id: 'campaigns.tab.completed', defaultMessage: 'Completed' },
  showArchived: { id: 'campaigns.screen.showArchived', defaultMessage: 'Show archived campaigns' },
  tableLabel: { id: 'campaigns.screen.tableLabel', defaultMessage: 'Campaigns' },
  columnTitle: { id: 'campaigns.column.title', defaultMessage: 'Title' },
  columnPeriod: { id: 'campaigns.column.period', defaultMessage: 'Period' },
  columnStatus: { id: 'campaigns.column.status', defaultMessage: 'Status' },
  columnLocations: { id: 'campaigns.column.locations', defaultMessage: 'Locations' },
  columnParticipants: { id: 'campaigns.column.participants', defaultMessage: 'Participants' },
  columnActions: { id: 'campaigns.column.actions', defaultMessage: 'Actions' },
  view: { id: 'campaigns.menu.view', defaultMessage: 'View details' },
  edit: { id: 'campaigns.menu.edit', defaultMessage: 'Edit' },
  archive: { id: 'campaigns.menu.archive', defaultMessage: 'Archive' },
  restore: { id: 'campaigns.menu.restore', defaultMessage: 'Restore' },
  emptyTitle: { id: 'campaigns.screen.emptyTitle', defaultMessage: 'No campaigns yet' },
  emptyBody: {
    id: 'campaigns.screen.emptyBody',
    defaultMessage: 'Create a campaign to set a goal for your team and reward those who reach it.',
  },
  emptyTabTitle: { id: 'campaigns.screen.emptyTabTitle', defaultMessage: 'No campaign here' },
  emptyArchivedTitle: { id: 'campaigns.screen.emptyArchivedTitle', defaultMessage: 'No archived campaign' },
  loadFailed: { id: 'campaigns.screen.loadFailed', defaultMessage: 'Your campaigns could not be loaded.' },
  archiveTitle: { id: 'campaigns.archive.title', defaultMessage: 'Archive this campaign?' },
  archiveBody: {
    id: 'campaigns.archive.body',
    defaultMessage:
      'It leaves the list; its rankings and rewards stay. You can restore it from the archived campaigns.',
  },
  restoreTitle: { id: 'campaigns.restore.title', defaultMessage: 'Restore this campaign?' },
  restoreBody: { id: 'campaigns.restore.body', defaultMessage: 'It comes back to the list of campaigns.' },
  cancel: { id: 'campaigns.archive.cancel', defaultMessage: 'Cancel' },
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

export const rowActionsMessage = defineMessage<{ title: string }>({
  id: 'campaigns.menu.label',
  defaultMessage: 'Actions for {title}',
});

export const periodMessage = defineMessage<{ start: string; end: string }>({
  id: 'campaigns.period',
  defaultMessage: '{start} – {end}',
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
