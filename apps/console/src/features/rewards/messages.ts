import { defineMessage, defineMessages } from 'react-intl';

/** Rewards (spec sections 2 and 4): the two tabs, the table, the actions and the details. */
export const rewardsMessages = defineMessages({
  title: { id: 'rewards.screen.title', defaultMessage: 'Rewards' },
  intro: {
    id: 'rewards.screen.intro',
    defaultMessage: 'What your team won in ended campaigns: mark each reward distributed once it is handed over.',
  },
  localTitle: { id: 'rewards.screen.localTitle', defaultMessage: 'Local rewards' },
  noLocation: {
    id: 'rewards.screen.noLocation',
    defaultMessage: 'Choose a location in the top bar to see its rewards.',
  },
  tabsLabel: { id: 'rewards.screen.tabsLabel', defaultMessage: 'Rewards by status' },
  toDistribute: { id: 'rewards.tab.toDistribute', defaultMessage: 'To Distribute' },
  distributed: { id: 'rewards.tab.distributed', defaultMessage: 'Distributed' },
  tableLabel: { id: 'rewards.screen.tableLabel', defaultMessage: 'Rewards' },
  recipient: { id: 'rewards.column.recipient', defaultMessage: 'Recipient' },
  campaign: { id: 'rewards.column.campaign', defaultMessage: 'Campaign' },
  rank: { id: 'rewards.column.rank', defaultMessage: 'Rank' },
  reward: { id: 'rewards.column.reward', defaultMessage: 'Reward' },
  location: { id: 'rewards.column.location', defaultMessage: 'Location' },
  wonOn: { id: 'rewards.column.wonOn', defaultMessage: 'Won on' },
  distributedOn: { id: 'rewards.column.distributedOn', defaultMessage: 'Distributed on' },
  flag: { id: 'rewards.column.flag', defaultMessage: 'Check' },
  flagged: { id: 'rewards.flagged', defaultMessage: 'Review removed' },
  allLocations: { id: 'rewards.allLocations', defaultMessage: 'All locations' },
  distribute: { id: 'rewards.action.distribute', defaultMessage: 'Mark as distributed' },
  undistribute: { id: 'rewards.action.undistribute', defaultMessage: 'Undistribute' },
  confirm: { id: 'rewards.confirm.confirm', defaultMessage: 'Undistribute' },
  cancel: { id: 'rewards.confirm.cancel', defaultMessage: 'Cancel' },
  emptyToDistribute: { id: 'rewards.screen.emptyToDistribute', defaultMessage: 'No reward to distribute' },
  emptyToDistributeBody: {
    id: 'rewards.screen.emptyToDistributeBody',
    defaultMessage: 'Rewards appear here when a campaign ends with winners.',
  },
  emptyDistributed: { id: 'rewards.screen.emptyDistributed', defaultMessage: 'No reward distributed yet' },
  loadFailed: { id: 'rewards.screen.loadFailed', defaultMessage: 'The rewards could not be loaded.' },
  detailsTitle: { id: 'rewards.details.title', defaultMessage: 'Reward details' },
  back: { id: 'rewards.details.back', defaultMessage: 'Back to rewards' },
  status: { id: 'rewards.details.status', defaultMessage: 'Status' },
  statusToDistribute: { id: 'rewards.status.toDistribute', defaultMessage: 'To distribute' },
  statusDistributed: { id: 'rewards.status.distributed', defaultMessage: 'Distributed' },
  history: { id: 'rewards.details.history', defaultMessage: 'History' },
  detailsFailed: { id: 'rewards.details.loadFailed', defaultMessage: 'This reward could not be loaded.' },
  entryPending: { id: 'rewards.history.pending', defaultMessage: 'Won when the campaign ended' },
  flaggedNote: {
    id: 'rewards.details.flaggedNote',
    defaultMessage:
      'Google removed a review this reward counted after the campaign ended: check it before handing it over.',
  },
});

export const selectedMessage = defineMessage<{ count: number }>({
  id: 'rewards.screen.selected',
  defaultMessage: '{count, plural, one {# reward selected} other {# rewards selected}}',
});

export const rankMessage = defineMessage<{ rank: number }>({ id: 'rewards.rank', defaultMessage: '#{rank}' });

export const entryDistributed = defineMessage<{ name: string }>({
  id: 'rewards.history.distributed',
  defaultMessage: 'Distributed by {name}',
});

export const entryReversed = defineMessage<{ name: string }>({
  id: 'rewards.history.reversed',
  defaultMessage: 'Undistributed by {name}',
});

export const localIntro = defineMessage<{ location: string }>({
  id: 'rewards.screen.localIntro',
  defaultMessage: 'The rewards won at {location}.',
});

/** The confirmation of spec section 4, worded for one reward or several. */
export const confirmTitle = defineMessage<{ count: number }>({
  id: 'rewards.confirm.title',
  defaultMessage: '{count, plural, one {Undistribute this reward?} other {Undistribute these # rewards?}}',
});

export const confirmBody = defineMessage<{ count: number }>({
  id: 'rewards.confirm.body',
  defaultMessage:
    '{count, plural, one {It is taken back from its recipient and returns to To Distribute. Its history keeps the reversal, and you can distribute it again later.} other {They are taken back from their recipients and return to To Distribute. Their history keeps the reversal, and you can distribute them again later.}}',
});
