import { defineMessage, defineMessages } from 'react-intl';

/** The connection wizard's words (spec section 2: connect, select locations, confirmation). */
export const wizardMessages = defineMessages({
  stepConnect: { id: 'businessProfile.wizard.stepConnect', defaultMessage: 'Connect' },
  stepSelect: { id: 'businessProfile.wizard.stepSelect', defaultMessage: 'Select locations' },
  stepConfirm: { id: 'businessProfile.wizard.stepConfirm', defaultMessage: 'Confirmation' },
  retry: { id: 'businessProfile.wizard.retry', defaultMessage: 'Try again' },
});

export const connectMessages = defineMessages({
  title: { id: 'businessProfile.connect.title', defaultMessage: 'Connect your Google Business Profile' },
  intro: {
    id: 'businessProfile.connect.intro',
    defaultMessage:
      'Starcrew reads your locations and their reviews from your Google Business Profile, and posts your replies there.',
  },
  point1: { id: 'businessProfile.connect.point1', defaultMessage: 'Your reviews are imported and kept up to date' },
  point2: { id: 'businessProfile.connect.point2', defaultMessage: 'You choose which locations to add' },
  point3: { id: 'businessProfile.connect.point3', defaultMessage: 'You can disconnect at any time from Google' },
  button: { id: 'businessProfile.connect.button', defaultMessage: 'Connect with Google' },
  connecting: { id: 'businessProfile.connect.connecting', defaultMessage: 'Connecting your account…' },
  cancelled: {
    id: 'businessProfile.connect.cancelled',
    defaultMessage: 'The connection was cancelled. Connect again when you are ready.',
  },
  connectionLost: {
    id: 'businessProfile.connect.connectionLost',
    defaultMessage: 'Your Google connection has ended. Connect again to choose your locations.',
  },
});

export const selectMessages = defineMessages({
  title: { id: 'businessProfile.select.title', defaultMessage: 'Select your locations' },
  intro: {
    id: 'businessProfile.select.intro',
    defaultMessage: 'Choose the locations to manage in Starcrew. You can activate them afterwards in My Networks.',
  },
  listLabel: { id: 'businessProfile.select.listLabel', defaultMessage: 'Locations of your business profile' },
  selectAll: { id: 'businessProfile.select.selectAll', defaultMessage: 'Select all' },
  clear: { id: 'businessProfile.select.clear', defaultMessage: 'Clear' },
  loadMore: { id: 'businessProfile.select.loadMore', defaultMessage: 'Show more locations' },
  noRating: { id: 'businessProfile.select.noRating', defaultMessage: 'No rating yet' },
  already: { id: 'businessProfile.select.already', defaultMessage: 'Already added' },
  required: { id: 'businessProfile.select.required', defaultMessage: 'Please select at least one location' },
  loading: { id: 'businessProfile.select.loading', defaultMessage: 'Loading your locations…' },
});

export const successMessages = defineMessages({
  title: { id: 'businessProfile.success.title', defaultMessage: 'Your business profile is connected' },
  intro: {
    id: 'businessProfile.success.intro',
    defaultMessage: 'Your locations are added and their reviews are being imported.',
  },
  networks: { id: 'businessProfile.success.networks', defaultMessage: 'Go to My Networks' },
  plans: { id: 'businessProfile.success.plans', defaultMessage: 'Choose a plan' },
});

export const failureMessages = defineMessages({
  title: { id: 'businessProfile.failure.title', defaultMessage: 'We could not connect your business profile' },
  body: {
    id: 'businessProfile.failure.body',
    defaultMessage:
      'This Google account has no access to a business profile. Connect with the account that manages your locations, or ask its owner to add you as a manager.',
  },
  account: { id: 'businessProfile.failure.account', defaultMessage: 'Go to my account' },
  reconnect: { id: 'businessProfile.failure.reconnect', defaultMessage: 'Reconnect' },
  logout: { id: 'businessProfile.failure.logout', defaultMessage: 'Log out' },
});

/** "2 of 8 selected" by the selection list. */
export const selectedCount = defineMessage<{ selected: number; total: number }>({
  id: 'businessProfile.select.count',
  defaultMessage: '{selected} of {total} selected',
});

export const reviewCount = defineMessage<{ count: number }>({
  id: 'businessProfile.select.reviews',
  defaultMessage: '{count, plural, one {# review} other {# reviews}}',
});

export const confirmSelection = defineMessage<{ count: number }>({
  id: 'businessProfile.select.confirm',
  defaultMessage: '{count, plural, =0 {Add locations} one {Add # location} other {Add # locations}}',
});

export const addedCount = defineMessage<{ count: number }>({
  id: 'businessProfile.success.added',
  defaultMessage: '{count, plural, one {# location added} other {# locations added}}',
});
