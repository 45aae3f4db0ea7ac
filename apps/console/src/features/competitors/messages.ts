import { defineMessage, defineMessages } from 'react-intl';

/** Competitors (spec section 2): the list, the search dialog, the review details, the plan's limit. */
export const competitorsMessages = defineMessages({
  title: { id: 'competitors.screen.title', defaultMessage: 'Competitors' },
  add: { id: 'competitors.screen.add', defaultMessage: 'Add a competitor' },
  yourRating: { id: 'competitors.screen.yourRating', defaultMessage: 'Your average rating' },
  yourReviews: { id: 'competitors.screen.yourReviews', defaultMessage: 'Your total reviews' },
  following: { id: 'competitors.screen.following', defaultMessage: 'Competitors followed' },
  tableLabel: { id: 'competitors.screen.tableLabel', defaultMessage: 'Competitors' },
  name: { id: 'competitors.column.name', defaultMessage: 'Competitor' },
  averageRating: { id: 'competitors.column.averageRating', defaultMessage: 'Average rating' },
  totalReviews: { id: 'competitors.column.totalReviews', defaultMessage: 'Total reviews' },
  lastMonth: { id: 'competitors.column.lastMonth', defaultMessage: 'Last month' },
  trend: { id: 'competitors.column.trend', defaultMessage: 'Trend (30 days)' },
  actions: { id: 'competitors.column.actions', defaultMessage: 'Actions' },
  trendFlat: { id: 'competitors.trend.flat', defaultMessage: 'Steady' },
  trendNone: { id: 'competitors.trend.none', defaultMessage: 'Not enough history yet' },
  details: { id: 'competitors.menu.details', defaultMessage: 'Review details' },
  remove: { id: 'competitors.menu.remove', defaultMessage: 'Remove' },
  removeTitle: { id: 'competitors.remove.title', defaultMessage: 'Remove this competitor?' },
  removeConfirm: { id: 'competitors.remove.confirm', defaultMessage: 'Remove' },
  removeCancel: { id: 'competitors.remove.cancel', defaultMessage: 'Cancel' },
  emptyTitle: { id: 'competitors.screen.emptyTitle', defaultMessage: 'No competitors yet' },
  emptyBody: {
    id: 'competitors.screen.emptyBody',
    defaultMessage: 'Search for businesses near this location to see how your rating and reviews compare.',
  },
  noLocationTitle: { id: 'competitors.screen.noLocationTitle', defaultMessage: 'No location yet' },
  noLocationBody: {
    id: 'competitors.screen.noLocationBody',
    defaultMessage: 'Competitors are followed per location: connect your business profile to add one.',
  },
  loadFailed: { id: 'competitors.screen.loadFailed', defaultMessage: 'Your competitors could not be loaded.' },
  limitTitle: { id: 'competitors.limit.title', defaultMessage: 'Plan limit reached' },
  upgrade: { id: 'competitors.limit.upgrade', defaultMessage: 'Upgrade your plan' },
});

/** The messages that take values: one `defineMessage` each, so their values are typed. */
export const competitorsValues = {
  intro: defineMessage<{ location: string }>({
    id: 'competitors.screen.intro',
    defaultMessage: 'Businesses near {location} that you follow, compared with it. Figures are refreshed daily.',
  }),
  followingValue: defineMessage<{ count: string; limit: string }>({
    id: 'competitors.screen.followingValue',
    defaultMessage: '{count} of {limit}',
  }),
  versusYou: defineMessage<{ difference: string }>({
    id: 'competitors.screen.versusYou',
    defaultMessage: '{difference} vs you',
  }),
  trendUp: defineMessage<{ change: string }>({ id: 'competitors.trend.up', defaultMessage: 'Rising: {change}' }),
  trendDown: defineMessage<{ change: string }>({ id: 'competitors.trend.down', defaultMessage: 'Falling: {change}' }),
  rowActions: defineMessage<{ name: string }>({ id: 'competitors.menu.label', defaultMessage: 'Actions for {name}' }),
  removeBody: defineMessage<{ name: string }>({
    id: 'competitors.remove.body',
    defaultMessage: '{name} will no longer be followed, and its history will be deleted.',
  }),
  limitBody: defineMessage<{ limit: number }>({
    id: 'competitors.limit.body',
    defaultMessage:
      'Your plan allows {limit, plural, one {# competitor} other {# competitors}} per location. Upgrade your plan to follow more.',
  }),
  limitAskOwner: defineMessage<{ limit: number }>({
    id: 'competitors.limit.askOwner',
    defaultMessage:
      'Your plan allows {limit, plural, one {# competitor} other {# competitors}} per location. Ask the account owner to upgrade it to follow more.',
  }),
};
