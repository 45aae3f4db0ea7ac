import type { ReviewSentiment, ReviewTopic } from '@starcrew/contract';
import { defineMessage, defineMessages } from 'react-intl';

/** The review inbox (spec sections 2 and 4; issue 14) and the seller's reviews. */
export const reviewsMessages = defineMessages({
  title: { id: 'reviews.screen.title', defaultMessage: 'Reviews' },
  intro: { id: 'reviews.screen.intro', defaultMessage: 'Read, assign and answer your customers’ reviews.' },
  sellerTitle: { id: 'reviews.screen.sellerTitle', defaultMessage: 'My Reviews' },
  sellerIntro: { id: 'reviews.screen.sellerIntro', defaultMessage: 'The reviews you collected from your customers.' },
  tabsLabel: { id: 'reviews.tabs.label', defaultMessage: 'Reviews by state' },
  tabAll: { id: 'reviews.tabs.all', defaultMessage: 'All' },
  tabAssigned: { id: 'reviews.tabs.assigned', defaultMessage: 'Assigned' },
  tabUnassigned: { id: 'reviews.tabs.unassigned', defaultMessage: 'Unassigned' },
  tabAnswered: { id: 'reviews.tabs.answered', defaultMessage: 'Answered' },
  tabUnanswered: { id: 'reviews.tabs.unanswered', defaultMessage: 'Unanswered' },
  filters: { id: 'reviews.filters.label', defaultMessage: 'Filters' },
  search: { id: 'reviews.filters.search', defaultMessage: 'Search the comment or the reviewer' },
  rating: { id: 'reviews.filters.rating', defaultMessage: 'Rating' },
  from: { id: 'reviews.filters.from', defaultMessage: 'From' },
  to: { id: 'reviews.filters.to', defaultMessage: 'To' },
  source: { id: 'reviews.filters.source', defaultMessage: 'Source' },
  sourceAll: { id: 'reviews.filters.sourceAll', defaultMessage: 'All sources' },
  sourceGoogle: { id: 'reviews.source.google', defaultMessage: 'Google' },
  sourceForm: { id: 'reviews.source.form', defaultMessage: 'Review form' },
  sort: { id: 'reviews.filters.sort', defaultMessage: 'Sort' },
  sortNewest: { id: 'reviews.sort.newest', defaultMessage: 'Newest first' },
  sortOldest: { id: 'reviews.sort.oldest', defaultMessage: 'Oldest first' },
  sortLowest: { id: 'reviews.sort.lowest', defaultMessage: 'Lowest rating first' },
  clear: { id: 'reviews.filters.clear', defaultMessage: 'Clear filters' },
  listLabel: { id: 'reviews.list.label', defaultMessage: 'Reviews' },
  emptyTitle: { id: 'reviews.empty.title', defaultMessage: 'No reviews yet' },
  emptyBody: {
    id: 'reviews.empty.body',
    defaultMessage: 'Reviews from Google and from your review form appear here as they arrive.',
  },
  sellerEmptyBody: {
    id: 'reviews.empty.sellerBody',
    defaultMessage: 'Share your link or QR code with customers: the reviews they leave appear here.',
  },
  noMatchTitle: { id: 'reviews.empty.noMatch', defaultMessage: 'No review matches these filters' },
  loadFailed: { id: 'reviews.list.loadFailed', defaultMessage: 'The reviews could not be loaded.' },
  retry: { id: 'reviews.list.retry', defaultMessage: 'Try again' },
  noComment: { id: 'reviews.card.noComment', defaultMessage: 'A rating without a comment.' },
  noRating: { id: 'reviews.card.noRating', defaultMessage: 'No rating' },
  unassignedLabel: { id: 'reviews.card.unassigned', defaultMessage: 'Unassigned' },
  yourReply: { id: 'reviews.card.reply', defaultMessage: 'Your reply' },
  assign: { id: 'reviews.card.assign', defaultMessage: 'Assign to' },
  assignPlaceholder: { id: 'reviews.card.assignPlaceholder', defaultMessage: 'Choose a member' },
  unassign: { id: 'reviews.card.unassignAction', defaultMessage: 'Unassign' },
  replyAction: { id: 'reviews.card.replyAction', defaultMessage: 'Reply' },
  editReply: { id: 'reviews.card.editReply', defaultMessage: 'Edit the reply' },
  deleteReply: { id: 'reviews.card.deleteReply', defaultMessage: 'Delete the reply' },
  deleteReview: { id: 'reviews.card.deleteReview', defaultMessage: 'Delete the review' },
  googleKept: {
    id: 'reviews.card.googleKept',
    defaultMessage: 'A Google review stays on Google: only its reply can be deleted.',
  },
  unassignTitle: { id: 'reviews.unassign.title', defaultMessage: 'Unassign this review?' },
  deleteTitle: { id: 'reviews.delete.title', defaultMessage: 'Delete this review?' },
  deleteReplyTitle: { id: 'reviews.deleteReply.title', defaultMessage: 'Delete the reply?' },
  deleteReplyBody: {
    id: 'reviews.deleteReply.body',
    defaultMessage: 'The reply is removed from the review (on Google too for a Google review).',
  },
  confirm: { id: 'reviews.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'reviews.cancel', defaultMessage: 'Cancel' },
  topics: { id: 'reviews.filters.topics', defaultMessage: 'Topics' },
  topicsPlaceholder: { id: 'reviews.filters.topicsPlaceholder', defaultMessage: 'All topics' },
  sentiment: { id: 'reviews.filters.sentiment', defaultMessage: 'Sentiment' },
  sentimentAll: { id: 'reviews.filters.sentimentAll', defaultMessage: 'Any sentiment' },
  tagsLabel: { id: 'reviews.card.tags', defaultMessage: 'Topics and sentiment' },
});

/** The built-in analyser's topics (issue 14), on the cards and in the filter. */
export const topicLabels = defineMessages({
  service: { id: 'reviews.topic.service', defaultMessage: 'Service' },
  price: { id: 'reviews.topic.price', defaultMessage: 'Price' },
  waiting_time: { id: 'reviews.topic.waitingTime', defaultMessage: 'Waiting time' },
  cleanliness: { id: 'reviews.topic.cleanliness', defaultMessage: 'Cleanliness' },
  staff: { id: 'reviews.topic.staff', defaultMessage: 'Staff' },
  product: { id: 'reviews.topic.product', defaultMessage: 'Product' },
  ambiance: { id: 'reviews.topic.ambiance', defaultMessage: 'Ambiance' },
}) satisfies Record<ReviewTopic, unknown>;

/** The sentiment, said in words beside its colour. */
export const sentimentLabels = defineMessages({
  positive: { id: 'reviews.sentiment.positive', defaultMessage: 'Positive' },
  neutral: { id: 'reviews.sentiment.neutral', defaultMessage: 'Neutral' },
  negative: { id: 'reviews.sentiment.negative', defaultMessage: 'Negative' },
}) satisfies Record<ReviewSentiment, unknown>;

export const introLocation = defineMessage<{ location: string }>({
  id: 'reviews.screen.introLocation',
  defaultMessage: 'Reviews of {location}.',
});

export const stars = defineMessage<{ count: number }>({
  id: 'reviews.filters.stars',
  defaultMessage: '{count, plural, one {# star} other {# stars}}',
});

export const collectedBy = defineMessage<{ name: string }>({
  id: 'reviews.card.collectedBy',
  defaultMessage: 'Collected by {name}',
});

export const assignedTo = defineMessage<{ name: string }>({
  id: 'reviews.card.assignedTo',
  defaultMessage: 'Assigned to {name}',
});

export const unassignBody = defineMessage<{ name: string }>({
  id: 'reviews.unassign.body',
  defaultMessage: '{name} will no longer be in charge of it.',
});

export const deleteBody = defineMessage<{ name: string }>({
  id: 'reviews.delete.body',
  defaultMessage: 'The review of {name} leaves your inbox for good. This cannot be undone.',
});

/** The live banner (issue 14): reviews stored since the list was loaded. */
export const newReviews = defineMessage<{ count: number }>({
  id: 'reviews.live.newReviews',
  defaultMessage: '{count, plural, one {# new review} other {# new reviews}}',
});

/** The inbox's button that opens the reply templates dialog (the dialog's texts: `templatesMessages.ts`). */
export const openTemplatesMessage = defineMessage({ id: 'reviews.templates.open', defaultMessage: 'Reply templates' });
