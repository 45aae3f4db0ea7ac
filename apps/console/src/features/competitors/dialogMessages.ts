import { defineMessage, defineMessages } from 'react-intl';

/**
 * The search and reviews dialogs' own texts: apart from `messages.ts`, so that Competitors
 * downloads them with those lazy dialogs, not with the page (issue 18).
 */
export const competitorDialogMessages = defineMessages({
  searchTitle: { id: 'competitors.search.title', defaultMessage: 'Add a competitor' },
  searchLabel: { id: 'competitors.search.label', defaultMessage: 'Business name or trade' },
  searching: { id: 'competitors.search.searching', defaultMessage: 'Searching…' },
  results: { id: 'competitors.search.results', defaultMessage: 'Results' },
  noRating: { id: 'competitors.search.noRating', defaultMessage: 'No rating' },
  addOne: { id: 'competitors.search.add', defaultMessage: 'Add' },
  tracked: { id: 'competitors.search.tracked', defaultMessage: 'Followed' },
  close: { id: 'competitors.search.close', defaultMessage: 'Close' },
  latestReviews: { id: 'competitors.reviews.latest', defaultMessage: 'Latest reviews' },
  noReviews: { id: 'competitors.reviews.none', defaultMessage: 'No recent reviews.' },
  reviewsFailed: { id: 'competitors.reviews.failed', defaultMessage: 'The reviews could not be loaded.' },
  ratingOnly: { id: 'competitors.reviews.ratingOnly', defaultMessage: 'Rating without a comment.' },
  openMaps: { id: 'competitors.reviews.openMaps', defaultMessage: 'See on Google Maps' },
  retry: { id: 'competitors.reviews.retry', defaultMessage: 'Try again' },
});

/** The dialogs' messages that take values: one `defineMessage` each, so their values are typed. */
export const competitorDialogValues = {
  searchHint: defineMessage<{ location: string }>({
    id: 'competitors.search.hint',
    defaultMessage: 'Search near {location}, for example “bakery” or a business’s name.',
  }),
  noResults: defineMessage<{ query: string }>({
    id: 'competitors.search.noResults',
    defaultMessage: 'No business matches “{query}” near this location.',
  }),
  resultCount: defineMessage<{ count: number }>({
    id: 'competitors.search.resultCount',
    defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}',
  }),
  reviewsCount: defineMessage<{ count: number }>({
    id: 'competitors.search.reviewsCount',
    defaultMessage: '{count, plural, =0 {No reviews} one {# review} other {# reviews}}',
  }),
  addNamed: defineMessage<{ name: string }>({ id: 'competitors.search.addNamed', defaultMessage: 'Add {name}' }),
  reviewsTitle: defineMessage<{ name: string }>({
    id: 'competitors.reviews.title',
    defaultMessage: 'Reviews of {name}',
  }),
};
