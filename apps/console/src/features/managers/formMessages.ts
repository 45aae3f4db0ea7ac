import { defineMessage, defineMessages } from 'react-intl';

/**
 * The add / edit manager modal's own texts: apart from `messages.ts`, so that My Managers (and
 * Settings' Role Management) download them with the modal, not with the page (issue 18).
 */
export const managerFormMessages = defineMessages({
  email: { id: 'managers.form.email', defaultMessage: 'Email' },
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
});

export const emailOf = defineMessage<{ email: string }>({
  id: 'managers.form.emailOf',
  defaultMessage: 'Email: {email}',
});

/** Spec section 8's words, which the server also sends: said in the modal, the create call being silent. */
export const createFailed = defineMessage({
  id: 'managers.createFailed',
  defaultMessage: 'An error occurred while creating the Manager. Please try again.',
});
