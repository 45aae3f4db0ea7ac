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
  email: { id: 'managers.form.email', defaultMessage: 'Email' },
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
  addTitle: { id: 'managers.form.addTitle', defaultMessage: 'Add a manager' },
  editTitle: { id: 'managers.form.editTitle', defaultMessage: 'Edit the manager' },
  firstName: { id: 'managers.form.firstName', defaultMessage: 'First name' },
  lastName: { id: 'managers.form.lastName', defaultMessage: 'Last name' },
  accessLabel: { id: 'managers.form.access', defaultMessage: 'How they sign in' },
  invite: { id: 'managers.form.invite', defaultMessage: 'Send an invitation by email' },
  setPassword: { id: 'managers.form.setPassword', defaultMessage: 'Choose their password now' },
  inviteNote: {
    id: 'managers.form.inviteNote',
    defaultMessage: 'They receive a link, valid 7 days, to choose their own password.',
  },
  password: { id: 'managers.form.password', defaultMessage: 'Password' },
  save: { id: 'managers.form.save', defaultMessage: 'Save' },
  create: { id: 'managers.form.create', defaultMessage: 'Add the manager' },
  cancel: { id: 'managers.form.cancel', defaultMessage: 'Cancel' },
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

export const emailOf = defineMessage<{ email: string }>({
  id: 'managers.form.emailOf',
  defaultMessage: 'Email: {email}',
});

export const removeBody = defineMessage<{ name: string }>({
  id: 'managers.remove.body',
  defaultMessage:
    '{name} will no longer be able to sign in. The campaigns and rewards they created stay in your history.',
});

/** Spec section 8's words, which the server also sends: said in the modal, the create call being silent. */
export const createFailed = defineMessage({
  id: 'managers.createFailed',
  defaultMessage: 'An error occurred while creating the Manager. Please try again.',
});
