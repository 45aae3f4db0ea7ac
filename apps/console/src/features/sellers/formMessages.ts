import { defineMessages } from 'react-intl';

/**
 * The add / edit seller modal's own texts (its field labels are the table's, `messages.ts`): apart,
 * so that My Sellers downloads them with the modal, not with the page (issue 18).
 */
export const sellerFormMessages = defineMessages({
  addTitle: { id: 'sellers.form.addTitle', defaultMessage: 'Add a seller' },
  editTitle: { id: 'sellers.form.editTitle', defaultMessage: 'Edit the seller' },
  locations: { id: 'sellers.form.locations', defaultMessage: 'Locations' },
  statusLabel: { id: 'sellers.form.status', defaultMessage: 'Status' },
  active: { id: 'sellers.form.active', defaultMessage: 'Active' },
  inactive: { id: 'sellers.form.inactive', defaultMessage: 'Inactive' },
  save: { id: 'sellers.form.save', defaultMessage: 'Save' },
  create: { id: 'sellers.form.create', defaultMessage: 'Add the seller' },
  cancel: { id: 'sellers.form.cancel', defaultMessage: 'Cancel' },
  passwordNote: {
    id: 'sellers.form.passwordNote',
    defaultMessage: 'The seller receives a password by email and chooses their own at first sign-in.',
  },
});
