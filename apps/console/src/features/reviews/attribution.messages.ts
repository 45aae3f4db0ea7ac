import { defineMessage, defineMessages } from 'react-intl';

/** Who collected a review and the manager's correction (issue 15 §3). */
export const attributionMessages = defineMessages({
  certain: { id: 'attribution.badge.certain', defaultMessage: 'Certain' },
  likely: { id: 'attribution.badge.likely', defaultMessage: 'Likely' },
  corrected: { id: 'attribution.badge.corrected', defaultMessage: 'Corrected' },
  nobody: { id: 'attribution.nobody', defaultMessage: 'Collected by no one' },
  correct: { id: 'attribution.correct', defaultMessage: 'Correct attribution' },
  title: { id: 'attribution.dialog.title', defaultMessage: 'Correct the attribution' },
  member: { id: 'attribution.dialog.member', defaultMessage: 'Collected by' },
  noOne: { id: 'attribution.dialog.noOne', defaultMessage: 'No one' },
  kept: {
    id: 'attribution.dialog.kept',
    defaultMessage: 'Your correction is kept: later imports of Google reviews never change it.',
  },
  cancel: { id: 'attribution.dialog.cancel', defaultMessage: 'Cancel' },
  save: { id: 'attribution.dialog.save', defaultMessage: 'Save' },
  loadFailed: {
    id: 'attribution.dialog.loadFailed',
    defaultMessage: 'The members could not be loaded. Please try again.',
  },
  saveFailed: {
    id: 'attribution.dialog.saveFailed',
    defaultMessage: 'The attribution was not saved. Please try again.',
  },
  history: { id: 'attribution.dialog.history', defaultMessage: 'Corrections' },
});

/** Why a likely attribution is only likely, read by the badge's title and by screen readers. */
export const likelyHint = defineMessage({
  id: 'attribution.badge.likelyHint',
  defaultMessage: 'Matched to a review form submission by the same customer in the 7 days before',
});

export const changeLine = defineMessage<{ by: string; from: string; to: string; date: string }>({
  id: 'attribution.dialog.change',
  defaultMessage: '{date}: {by} changed {from} to {to}',
});

export const someone = defineMessage({ id: 'attribution.dialog.someone', defaultMessage: 'a former member' });
