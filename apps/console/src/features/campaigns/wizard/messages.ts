import { defineMessage, defineMessages } from 'react-intl';

/** The campaign wizard (spec section 2: Basic Information, Reward Objective, Participants). */
export const wizardMessages = defineMessages({
  createTitle: { id: 'campaigns.wizard.createTitle', defaultMessage: 'New campaign' },
  editTitle: { id: 'campaigns.wizard.editTitle', defaultMessage: 'Edit the campaign' },
  intro: {
    id: 'campaigns.wizard.intro',
    defaultMessage: 'Set a goal and a reward for your team, and choose who takes part.',
  },
  stepBasicInformation: { id: 'campaigns.wizard.stepBasicInformation', defaultMessage: 'Basic Information' },
  stepRewardObjective: { id: 'campaigns.wizard.stepRewardObjective', defaultMessage: 'Reward Objective' },
  stepParticipants: { id: 'campaigns.wizard.stepParticipants', defaultMessage: 'Participants' },
  title: { id: 'campaigns.wizard.title', defaultMessage: 'Campaign title' },
  startDate: { id: 'campaigns.wizard.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'campaigns.wizard.endDate', defaultMessage: 'End date' },
  periodHelp: { id: 'campaigns.wizard.periodHelp', defaultMessage: 'Both days count.' },
  rewardMode: { id: 'campaigns.wizard.rewardMode', defaultMessage: 'Reward mode' },
  modeTarget: { id: 'campaigns.wizard.modeTarget', defaultMessage: 'Target to reach' },
  modeTargetHelp: {
    id: 'campaigns.wizard.modeTargetHelp',
    defaultMessage: 'A reward for reaching a number of reviews collected.',
  },
  modePerReview: { id: 'campaigns.wizard.modePerReview', defaultMessage: 'Amount per review' },
  modePerReviewHelp: {
    id: 'campaigns.wizard.modePerReviewHelp',
    defaultMessage: 'Each review collected earns an amount.',
  },
  reviewsTarget: { id: 'campaigns.wizard.reviewsTarget', defaultMessage: 'Number of reviews to collect' },
  optional: { id: 'campaigns.wizard.optional', defaultMessage: 'Optional.' },
  rewardRule: { id: 'campaigns.wizard.rewardRule', defaultMessage: 'Who wins' },
  ruleAll: { id: 'campaigns.wizard.ruleAll', defaultMessage: 'All participants who reach the goal' },
  ruleTop: { id: 'campaigns.wizard.ruleTop', defaultMessage: 'Only the top performers' },
  winners: { id: 'campaigns.wizard.winners', defaultMessage: 'Number of winners' },
  differentRewards: { id: 'campaigns.wizard.differentRewards', defaultMessage: 'Different rewards per winner rank' },
  rewardDescription: { id: 'campaigns.wizard.rewardDescription', defaultMessage: 'Reward' },
  rewardDescriptionHelp: {
    id: 'campaigns.wizard.rewardDescriptionHelp',
    defaultMessage: 'What each winner gets, such as a dinner for two.',
  },
  amount: { id: 'campaigns.wizard.amount', defaultMessage: 'Amount per review' },
  locations: { id: 'campaigns.wizard.locations', defaultMessage: 'Locations' },
  locationMode: { id: 'campaigns.wizard.locationMode', defaultMessage: 'Ranking' },
  modeShared: { id: 'campaigns.wizard.modeShared', defaultMessage: 'Shared' },
  modeSharedHelp: { id: 'campaigns.wizard.modeSharedHelp', defaultMessage: 'One ranking across the locations.' },
  modeSeparate: { id: 'campaigns.wizard.modeSeparate', defaultMessage: 'Separate' },
  modeSeparateHelp: { id: 'campaigns.wizard.modeSeparateHelp', defaultMessage: 'One ranking per location.' },
  sellers: { id: 'campaigns.wizard.sellers', defaultMessage: 'Sellers' },
  back: { id: 'campaigns.wizard.back', defaultMessage: 'Back' },
  next: { id: 'campaigns.wizard.next', defaultMessage: 'Next' },
  cancel: { id: 'campaigns.wizard.cancel', defaultMessage: 'Cancel' },
  create: { id: 'campaigns.wizard.create', defaultMessage: 'Create the campaign' },
  save: { id: 'campaigns.wizard.save', defaultMessage: 'Save the changes' },
  retry: { id: 'campaigns.wizard.retry', defaultMessage: 'Try again' },
  started: {
    id: 'campaigns.wizard.started',
    defaultMessage:
      'This campaign has started: its start date, reward objective and ranking no longer change. Its title, end date, locations and sellers still can.',
  },
});

export const rankRewardLabel = defineMessage<{ rank: number }>({
  id: 'campaigns.wizard.rankReward',
  defaultMessage: 'Reward for rank {rank}',
});
