import { defineMessage, defineMessages } from 'react-intl';

/**
 * My Campaigns (spec section 2): the tabs, the table, archive / restore. A campaign's details and
 * rankings are in `campaignMessages.ts` (issue 18: the list does not download the details' texts).
 */
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
});

export const rowActionsMessage = defineMessage<{ title: string }>({
  id: 'campaigns.menu.label',
  defaultMessage: 'Actions for {title}',
});

export const periodMessage = defineMessage<{ start: string; end: string }>({
  id: 'campaigns.period',
  defaultMessage: '{start} – {end}',
});
