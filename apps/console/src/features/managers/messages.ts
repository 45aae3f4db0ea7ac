import { defineMessage, defineMessages } from 'react-intl';

/** My Managers and Settings' Role Management (issue 13): the list, the modal, remove, re-send. */
export const managersMessages = defineMessages({
  intro: {
    id: 'managers.screen.intro',
    defaultMessage: 'The people who run your locations with you. Each sees only the locations you tie them to.',
  },
  add: { id: 'managers.screen.add', defaultMessage: 'Add a manager' },
  tableLabel: { id: 'managers.screen.tableLabel', defaultMessage: 'Managers' },
  name: { id: 'managers.column.name', defaultMessage: 'Manager' },
  locations: { id: 'managers.column.locations', defaultMessage: 'Locations' },
  access: { id: 'managers.column.access', defaultMessage: 'Access' },
  actions: { id: 'managers.column.actions', defaultMessage: 'Actions' },
  pending: { id: 'managers.access.pending', defaultMessage: 'Invited' },
  expired: { id: 'managers.access.expired', defaultMessage: 'Invitation expired' },
  edit: { id: 'managers.menu.edit', defaultMessage: 'Edit locations' },
  resend: { id: 'managers.menu.resend', defaultMessage: 'Re-send the invitation' },
  remove: { id: 'managers.menu.remove', defaultMessage: 'Remove' },
  emptyTitle: { id: 'managers.screen.emptyTitle', defaultMessage: 'No managers yet' },
  emptyBody: {
    id: 'managers.screen.emptyBody',
    defaultMessage: 'Invite the people who run your locations: they answer reviews and lead the team there.',
  },
  loadFailed: { id: 'managers.screen.loadFailed', defaultMessage: 'Your managers could not be loaded.' },
  removeTitle: { id: 'managers.remove.title', defaultMessage: 'Remove this manager?' },
  removeConfirm: { id: 'managers.remove.confirm', defaultMessage: 'Remove' },
  removeCancel: { id: 'managers.remove.cancel', defaultMessage: 'Cancel' },
});

export const pendingUntil = defineMessage<{ date: string }>({
  id: 'managers.access.until',
  defaultMessage: 'Until {date}',
});

export const rowActions = defineMessage<{ name: string }>({
  id: 'managers.menu.label',
  defaultMessage: 'Actions for {name}',
});

export const removeBody = defineMessage<{ name: string }>({
  id: 'managers.remove.body',
  defaultMessage:
    '{name} will no longer be able to sign in. The campaigns and rewards they created stay in your history.',
});
