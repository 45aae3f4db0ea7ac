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

/** The QR customization modal (spec section 3). */
export const qrMessages = defineMessages({
  menu: { id: 'sellers.qr.menu', defaultMessage: 'Customize QR code' },
  title: { id: 'sellers.qr.title', defaultMessage: 'Customize the QR code' },
  primary: { id: 'sellers.qr.primary', defaultMessage: 'Primary colour' },
  primaryHelp: { id: 'sellers.qr.primaryHelp', defaultMessage: 'The dots and corners of the code.' },
  secondary: { id: 'sellers.qr.secondary', defaultMessage: 'Secondary colour' },
  secondaryHelp: {
    id: 'sellers.qr.secondaryHelp',
    defaultMessage: 'The background. Keep it light so phones read the code.',
  },
  name: { id: 'sellers.qr.name', defaultMessage: 'Name under the code' },
  nameHelp: { id: 'sellers.qr.nameHelp', defaultMessage: 'The seller’s full name unless you change it.' },
  logo: { id: 'sellers.qr.logo', defaultMessage: 'Logo in the middle' },
  removeLogo: { id: 'sellers.qr.removeLogo', defaultMessage: 'Remove the logo' },
  location: { id: 'sellers.qr.location', defaultMessage: 'Preview for' },
  noLink: { id: 'sellers.qr.noLink', defaultMessage: 'This seller has no location yet, so no link to encode.' },
  cancel: { id: 'sellers.qr.cancel', defaultMessage: 'Close' },
  save: { id: 'sellers.qr.save', defaultMessage: 'Save the QR code' },
});

export const linkAtMessage = defineMessage<{ location: string }>({
  id: 'sellers.qr.linkAt',
  defaultMessage: 'Personal link – {location}',
});

export const qrIntroMessage = defineMessage<{ name: string }>({
  id: 'sellers.qr.intro',
  defaultMessage: 'How {name}’s code looks on their Collection tools and wherever it is printed.',
});
