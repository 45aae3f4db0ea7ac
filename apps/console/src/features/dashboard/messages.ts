import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The manager dashboard (spec section 2): greeting, key figures, empty state. */
export const dashboardMessages = defineMessages({
  title: { id: 'dashboard.screen.title', defaultMessage: 'Dashboard' },
  statsLabel: { id: 'dashboard.stats.label', defaultMessage: 'Key figures' },
  totalReviews: { id: 'dashboard.stats.totalReviews', defaultMessage: 'Total reviews' },
  averageRating: { id: 'dashboard.stats.averageRating', defaultMessage: 'Average rating' },
  activeMembers: { id: 'dashboard.stats.activeMembers', defaultMessage: 'Active members' },
  totalCampaigns: { id: 'dashboard.stats.totalCampaigns', defaultMessage: 'Total campaigns' },
  noRating: { id: 'dashboard.stats.noRating', defaultMessage: 'No rating yet' },
  unavailableTitle: { id: 'dashboard.stats.unavailableTitle', defaultMessage: 'No figures to show' },
  unavailableBody: {
    id: 'dashboard.stats.unavailableBody',
    defaultMessage: 'Your figures did not load this time.',
  },
  retry: { id: 'dashboard.stats.retry', defaultMessage: 'Try again' },
  emptyTitle: { id: 'dashboard.empty.title', defaultMessage: 'Connect your establishments' },
  emptyBody: {
    id: 'dashboard.empty.body',
    defaultMessage:
      'Your reviews, ratings and team figures appear here once your establishments are connected from your Google Business Profile.',
  },
  emptyAction: { id: 'dashboard.empty.action', defaultMessage: 'Connect my establishments' },
  emptyManagerTitle: { id: 'dashboard.empty.managerTitle', defaultMessage: 'No establishment yet' },
  emptyManagerBody: {
    id: 'dashboard.empty.managerBody',
    defaultMessage: 'Ask your account owner to give you access to an establishment: its figures will appear here.',
  },
});

/** "Hello, Camille": the user's first name only (spec section 2's greeting). */
export const greeting = defineMessage<{ firstName: string }>({
  id: 'dashboard.screen.greeting',
  defaultMessage: 'Hello, {firstName}',
});

/** Under the greeting: whose figures these are. */
export const scopeLine = defineMessage<{ location: string }>({
  id: 'dashboard.screen.scope',
  defaultMessage: 'Here is how {location} is doing.',
});

export const scopeAll = defineMessage({
  id: 'dashboard.screen.scopeAll',
  defaultMessage: 'Here is how your establishments are doing.',
});

/** The average as a score out of 5 ("4.6/5"). */
export const outOfFive = defineMessage<{ value: string }>({
  id: 'dashboard.stats.outOfFive',
  defaultMessage: '{value}/5',
});

/** The goal calculator (spec sections 5 and 9). */
export const goalMessages = defineMessages({
  title: { id: 'dashboard.goal.title', defaultMessage: 'Goal calculator' },
  description: {
    id: 'dashboard.goal.description',
    defaultMessage: 'Choose the score you aim for: see how many 5-star reviews it takes to get there.',
  },
  target: { id: 'dashboard.goal.target', defaultMessage: 'Target score' },
  /** Spec section 5's exact words. */
  invalid: { id: 'dashboard.goal.invalid', defaultMessage: 'Target score must be between 0 and 5' },
  prompt: { id: 'dashboard.goal.prompt', defaultMessage: 'Enter a target score to see what it takes.' },
  reached: {
    id: 'dashboard.goal.reached',
    defaultMessage: 'Your current score is already at or above this target. Keep it up!',
  },
  unrealistic: {
    id: 'dashboard.goal.unrealistic',
    defaultMessage: 'This target is too high to be realistic. Try a slightly lower score.',
  },
});

export const goalCurrent = defineMessage<{ average: string; count: number }>({
  id: 'dashboard.goal.current',
  defaultMessage:
    '{count, plural, one {Current score: {average} from # rated review} other {Current score: {average} from # rated reviews}}',
});

export const goalNoCurrent = defineMessage({
  id: 'dashboard.goal.noCurrent',
  defaultMessage: 'No review yet: your first 5-star review sets the score.',
});

export const goalNeeded = defineMessage<{ count: number; target: string; b: MessageTag }>({
  id: 'dashboard.goal.needed',
  defaultMessage:
    '{count, plural, one {You need <b>#</b> more 5-star review to reach {target}.} other {You need <b>#</b> more 5-star reviews to reach {target}.}}',
});

/** The team ranking (spec section 2). */
export const rankingMessages = defineMessages({
  title: { id: 'dashboard.ranking.title', defaultMessage: 'Team ranking' },
  description: {
    id: 'dashboard.ranking.description',
    defaultMessage: 'Reviews collected by each member. Sort by average rating or total reviews.',
  },
  rank: { id: 'dashboard.ranking.rank', defaultMessage: 'Rank' },
  member: { id: 'dashboard.ranking.member', defaultMessage: 'Member' },
  average: { id: 'dashboard.ranking.average', defaultMessage: 'Average rating' },
  total: { id: 'dashboard.ranking.total', defaultMessage: 'Total reviews' },
  noRating: { id: 'dashboard.ranking.noRating', defaultMessage: '–' },
  empty: { id: 'dashboard.ranking.empty', defaultMessage: 'No team member at this location yet.' },
});

/** The average rating's evolution chart (spec section 2). */
export const chartMessages = defineMessages({
  title: { id: 'dashboard.chart.title', defaultMessage: 'Average rating over time' },
  description: {
    id: 'dashboard.chart.description',
    defaultMessage: 'The average rating as a line, the number of reviews as bars.',
  },
  period: { id: 'dashboard.chart.period', defaultMessage: 'Period' },
  months: { id: 'dashboard.chart.months', defaultMessage: 'Months' },
  years: { id: 'dashboard.chart.years', defaultMessage: 'Years' },
  averageRating: { id: 'dashboard.chart.averageRating', defaultMessage: 'Average rating' },
  reviews: { id: 'dashboard.chart.reviews', defaultMessage: 'Reviews' },
  month: { id: 'dashboard.chart.month', defaultMessage: 'Month' },
  year: { id: 'dashboard.chart.year', defaultMessage: 'Year' },
  noRating: { id: 'dashboard.chart.noRating', defaultMessage: 'no rating' },
  pointsLabel: {
    id: 'dashboard.chart.pointsLabel',
    defaultMessage: 'Average rating by period; use the arrow keys to move between points',
  },
  tableCaption: { id: 'dashboard.chart.tableCaption', defaultMessage: 'Average rating and reviews by period' },
  emptyTitle: { id: 'dashboard.chart.emptyTitle', defaultMessage: 'No reviews yet' },
  competitorsNote: {
    id: 'dashboard.chart.competitorsNote',
    defaultMessage: 'Choose one location to see its competitors’ ratings beside yours.',
  },
  emptyBody: {
    id: 'dashboard.chart.emptyBody',
    defaultMessage: 'The rating’s evolution appears here once the first reviews come in.',
  },
});

/** A point's tooltip and name: "March 2026: average 4.52, 12 reviews". */
export const chartPoint = defineMessage<{ when: string; average: string; count: number }>({
  id: 'dashboard.chart.point',
  defaultMessage: '{when}: average {average}, {count, plural, one {# review} other {# reviews}}',
});

/** A competitor's figure in a point's tooltip, name and data table: "Au Bon Pain: 4.35". */
export const competitorPoint = defineMessage<{ name: string; average: string }>({
  id: 'dashboard.chart.competitorPoint',
  defaultMessage: '{name}: {average}',
});
