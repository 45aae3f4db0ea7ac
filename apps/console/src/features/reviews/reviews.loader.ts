import { replyTemplates, reviewAssignees, reviews, sellerReviews } from '@starcrew/api-client';
import {
  reviewSentiments,
  reviewSorts,
  reviewSources,
  reviewTabs,
  reviewTopics,
  type AssigneesResponse,
  type ReplyTemplate,
  type ReviewSort,
  type ReviewSource,
  type ReviewSentiment,
  type ReviewsResponse,
  type ReviewTab,
  type ReviewTopic,
} from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

export type ReviewsPage = ReviewsResponse['data'];
export type Assignee = AssigneesResponse['data'][number];

/** Spec section 9: ten reviews a page. */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * What the URL says: `?tab=unanswered&ratings=1,2&search=…&from=…&to=…&source=google&topics=price,staff`
 * `&sentiment=negative&sort=lowest&page=2`.
 */
export interface InboxQuery {
  tab: ReviewTab;
  ratings: number[];
  search: string;
  from: string;
  to: string;
  source: ReviewSource | null;
  /** Reviews about any of these (the analyser's tags), in the catalogue's order. */
  topics: ReviewTopic[];
  sentiment: ReviewSentiment | null;
  sort: ReviewSort;
  page: number;
}

/** What the inbox shows: the URL's query, the page once it answers, and for managers what they write with. */
export interface InboxData {
  query: InboxQuery;
  /** The top bar's location, or null for every location the user may see. */
  locationName: string | null;
  /** Its id: the live "new reviews" count only counts that location's. */
  locationId: string | null;
  /** Rejects when the call failed (the API client toasted why). */
  page: Promise<ReviewsPage>;
  /** Managers only: who to assign to and the organization's templates (empty for a seller, or when they failed). */
  tools: Promise<InboxTools>;
}

export interface InboxTools {
  assignees: Assignee[];
  templates: ReplyTemplate[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  values.some((v) => v === value);

export function inboxQuery(params: URLSearchParams): InboxQuery {
  const tab = params.get('tab');
  const sort = params.get('sort');
  const source = params.get('source');
  const sentiment = params.get('sentiment');
  const named = new Set((params.get('topics') ?? '').split(','));
  const page = Number(params.get('page'));
  const ratings = [...new Set((params.get('ratings') ?? '').split(',').map(Number))]
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5)
    .sort();
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    tab: oneOf(reviewTabs, tab) ? tab : 'all',
    ratings,
    search: (params.get('search') ?? '').trim(),
    from: day('from'),
    to: day('to'),
    source: oneOf(reviewSources, source) ? source : null,
    topics: reviewTopics.filter((topic) => named.has(topic)),
    sentiment: oneOf(reviewSentiments, sentiment) ? sentiment : null,
    sort: oneOf(reviewSorts, sort) ? sort : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The same query as URL search params, leaving out the defaults. */
export function inboxParams(query: InboxQuery): Record<string, string> {
  return {
    ...(query.tab !== 'all' ? { tab: query.tab } : {}),
    ...(query.ratings.length > 0 ? { ratings: query.ratings.join(',') } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.source ? { source: query.source } : {}),
    ...(query.topics.length > 0 ? { topics: query.topics.join(',') } : {}),
    ...(query.sentiment ? { sentiment: query.sentiment } : {}),
    ...(query.sort !== 'newest' ? { sort: query.sort } : {}),
    ...(query.page > 1 ? { page: String(query.page) } : {}),
  };
}

/** Whether any filter narrows the list (an empty page then says "no review matches", not "no reviews yet"). */
export const isFiltered = (query: InboxQuery) =>
  query.tab !== 'all' ||
  query.ratings.length > 0 ||
  query.topics.length > 0 ||
  Boolean(query.search || query.from || query.to || query.source || query.sentiment);

/** The call's query: the URL's filters on the top bar's location. */
function callQuery(query: InboxQuery, locationId: string | undefined) {
  return {
    tab: query.tab,
    ratings: query.ratings.join(','),
    search: query.search,
    from: query.from,
    to: query.to,
    ...(query.source ? { source: query.source } : {}),
    topics: query.topics.join(','),
    ...(query.sentiment ? { sentiment: query.sentiment } : {}),
    sort: query.sort,
    page: query.page,
    per_page: REVIEWS_PAGE_SIZE,
    ...(locationId ? { location_id: locationId } : {}),
  };
}

/** The top bar's location once settled; none (every location) when it has none or is still unknown. */
async function workingLocation(services: ScreenLoaderArgs['services']) {
  const { locations, selected } = await services.workingLocation.settled();
  return selected && locations?.some((l) => l.id === selected.id) ? selected : null;
}

const orEmpty = <T>(promise: Promise<T[]>): Promise<T[]> => promise.catch(() => []);

/** The manager's inbox (`/manager/reviews`). */
export async function loader({ request, services }: ScreenLoaderArgs): Promise<InboxData> {
  const query = inboxQuery(new URL(request.url).searchParams);
  const location = await workingLocation(services);
  return {
    query,
    locationName: location?.name ?? null,
    locationId: location?.id ?? null,
    page: reviews(services.api, callQuery(query, location?.id)),
    tools: Promise.all([orEmpty(reviewAssignees(services.api)), orEmpty(replyTemplates(services.api))]).then(
      ([assignees, templates]) => ({ assignees, templates }),
    ),
  };
}

/** The seller's reviews (`/seller/reviews`): read only, every location of theirs. */
export function sellerLoader({ request, services }: ScreenLoaderArgs): InboxData {
  const query = inboxQuery(new URL(request.url).searchParams);
  return {
    query,
    locationName: null,
    locationId: null,
    page: sellerReviews(services.api, callQuery(query, undefined)),
    tools: Promise.resolve({ assignees: [], templates: [] }),
  };
}
