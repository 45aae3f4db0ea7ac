import { defineMessage, defineMessages } from 'react-intl';

/** My Networks (spec section 2): tabs All, Active, Inactive; select and activate; rename. */
export const networksMessages = defineMessages({
  title: { id: 'networks.screen.title', defaultMessage: 'My Networks' },
  intro: {
    id: 'networks.screen.intro',
    defaultMessage: 'Your establishments, their ratings and their licences. Activate a location to work with it.',
  },
  introReadOnly: {
    id: 'networks.screen.introReadOnly',
    defaultMessage: 'Your establishments, their ratings and their licences. The account owner activates licences.',
  },
  tabsLabel: { id: 'networks.screen.tabsLabel', defaultMessage: 'Licence status' },
  all: { id: 'networks.screen.all', defaultMessage: 'All' },
  active: { id: 'networks.screen.active', defaultMessage: 'Active' },
  inactive: { id: 'networks.screen.inactive', defaultMessage: 'Inactive' },
  statLocations: { id: 'networks.screen.statLocations', defaultMessage: 'Locations' },
  statActive: { id: 'networks.screen.statActive', defaultMessage: 'Active licences' },
  statRating: { id: 'networks.screen.statRating', defaultMessage: 'Average rating' },
  statReviews: { id: 'networks.screen.statReviews', defaultMessage: 'Total reviews' },
  listLabel: { id: 'networks.screen.listLabel', defaultMessage: 'Locations' },
  noRating: { id: 'networks.screen.noRating', defaultMessage: 'No rating yet' },
  noAddress: { id: 'networks.screen.noAddress', defaultMessage: 'No address' },
  rename: { id: 'networks.screen.rename', defaultMessage: 'Rename' },
  activate: { id: 'networks.screen.activate', defaultMessage: 'Activate' },
  emptyTitle: { id: 'networks.screen.emptyTitle', defaultMessage: 'No locations here yet' },
  emptyBody: {
    id: 'networks.screen.emptyBody',
    defaultMessage: 'Connect your Google Business Profile to add your establishments.',
  },
  emptyAction: { id: 'networks.screen.emptyAction', defaultMessage: 'Connect your business profile' },
  addMore: { id: 'networks.screen.addMore', defaultMessage: 'Add locations' },
  loadFailed: { id: 'networks.screen.loadFailed', defaultMessage: 'Your locations could not be loaded.' },
  retry: { id: 'networks.screen.retry', defaultMessage: 'Try again' },
  renameTitle: { id: 'networks.rename.title', defaultMessage: 'Rename the establishment' },
  renameLabel: { id: 'networks.rename.label', defaultMessage: 'Establishment name' },
  renameSave: { id: 'networks.rename.save', defaultMessage: 'Save' },
  renameCancel: { id: 'networks.rename.cancel', defaultMessage: 'Cancel' },
  /** Spec section 8's words; the server has no say when the call itself fails. */
  renameFailed: {
    id: 'networks.renameFailed',
    defaultMessage: 'An error occurred while renaming the establishment. Please try again.',
  },
});

export const reviewsCount = defineMessage<{ count: number }>({
  id: 'networks.screen.reviews',
  defaultMessage: '{count, plural, one {# review} other {# reviews}}',
});

export const activateSelected = defineMessage<{ count: number }>({
  id: 'networks.screen.activateSelected',
  defaultMessage: '{count, plural, =0 {Activate} one {Activate # location} other {Activate # locations}}',
});

export const selectLocation = defineMessage<{ name: string }>({
  id: 'networks.screen.select',
  defaultMessage: 'Select {name}',
});

export const renameLocationLabel = defineMessage<{ name: string }>({
  id: 'networks.screen.renameLabel',
  defaultMessage: 'Rename {name}',
});
