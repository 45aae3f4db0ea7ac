import { defineMessage, defineMessages } from 'react-intl';

/** My Sellers (spec section 2): figures, the table, the add / edit modal, delete, reset password. */
export const sellersMessages = defineMessages({
  title: { id: 'sellers.screen.title', defaultMessage: 'My Sellers' },
  intro: {
    id: 'sellers.screen.intro',
    defaultMessage: 'The team members who collect reviews, with their figures.',
  },
  add: { id: 'sellers.screen.add', defaultMessage: 'Add a seller' },
  statMembers: { id: 'sellers.screen.statMembers', defaultMessage: 'Members' },
  statActive: { id: 'sellers.screen.statActive', defaultMessage: 'Active members' },
  statRating: { id: 'sellers.screen.statRating', defaultMessage: 'Average rating' },
  statReviews: { id: 'sellers.screen.statReviews', defaultMessage: 'Reviews collected' },
  search: { id: 'sellers.screen.search', defaultMessage: 'Search by name or email' },
  tableLabel: { id: 'sellers.screen.tableLabel', defaultMessage: 'Sellers' },
  firstName: { id: 'sellers.column.firstName', defaultMessage: 'First name' },
  lastName: { id: 'sellers.column.lastName', defaultMessage: 'Last name' },
  email: { id: 'sellers.column.email', defaultMessage: 'Email' },
  averageRating: { id: 'sellers.column.averageRating', defaultMessage: 'Average rating' },
  totalReviews: { id: 'sellers.column.totalReviews', defaultMessage: 'Total reviews' },
  activeCampaigns: { id: 'sellers.column.activeCampaigns', defaultMessage: 'Active campaigns' },
  totalCampaigns: { id: 'sellers.column.totalCampaigns', defaultMessage: 'Total campaigns' },
  status: { id: 'sellers.column.status', defaultMessage: 'Status' },
  actions: { id: 'sellers.column.actions', defaultMessage: 'Actions' },
  edit: { id: 'sellers.menu.edit', defaultMessage: 'Edit' },
  resetPassword: { id: 'sellers.menu.resetPassword', defaultMessage: 'Reset password' },
  delete: { id: 'sellers.menu.delete', defaultMessage: 'Delete' },
  emptyTitle: { id: 'sellers.screen.emptyTitle', defaultMessage: 'No sellers yet' },
  emptyBody: {
    id: 'sellers.screen.emptyBody',
    defaultMessage: 'Add the members of your team who collect reviews: each gets a personal link and QR code.',
  },
  noMatchTitle: { id: 'sellers.screen.noMatchTitle', defaultMessage: 'No seller matches this search' },
  loadFailed: { id: 'sellers.screen.loadFailed', defaultMessage: 'Your sellers could not be loaded.' },
  deleteTitle: { id: 'sellers.delete.title', defaultMessage: 'Delete this seller?' },
  deleteConfirm: { id: 'sellers.delete.confirm', defaultMessage: 'Delete' },
  deleteCancel: { id: 'sellers.delete.cancel', defaultMessage: 'Cancel' },
  resetTitle: { id: 'sellers.reset.title', defaultMessage: 'Reset this seller’s password?' },
  resetConfirm: { id: 'sellers.reset.confirm', defaultMessage: 'Send a new password' },
});

export const rowActions = defineMessage<{ name: string }>({
  id: 'sellers.menu.label',
  defaultMessage: 'Actions for {name}',
});

export const deleteBody = defineMessage<{ name: string }>({
  id: 'sellers.delete.body',
  defaultMessage:
    '{name} will no longer be able to sign in and their personal links stop working. The reviews and rewards they collected stay in your history.',
});

export const resetBody = defineMessage<{ name: string; email: string }>({
  id: 'sellers.reset.body',
  defaultMessage:
    '{name} receives a new password at {email} and chooses their own at the next sign-in. Their current password and open sessions stop working.',
});

/** The QR customization modal's menu item; the modal's own texts are in `qrMessages.ts`. */
export const qrMenuMessages = defineMessages({
  menu: { id: 'sellers.qr.menu', defaultMessage: 'Customize QR code' },
});
