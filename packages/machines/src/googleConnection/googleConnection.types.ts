import type { User } from '@starcrew/contract';

/**
 * Types of the business-profile connection wizard (spec section 2: connect, select
 * locations, confirmation). The contract has no shapes for these calls yet, and machines
 * know nothing of HTTP, so they are structural: the console adapts api-client results.
 */

/** One location of the connected Google account, as the selection step lists it. */
export interface BusinessLocation {
  readonly id: string;
  readonly title: string;
  /** One line, e.g. "42 Rue Oberkampf, 75011 Paris"; null for a service-area business. */
  readonly address: string | null;
  /** 1 to 5; null when the location has no rating yet. */
  readonly rating: number | null;
  readonly totalReviews: number;
}

/** `loadLocations` input: the page to fetch (spec section 7: list requests carry page and per_page). */
export interface LocationPageRequest {
  readonly page: number;
  readonly perPage: number;
}

/** `loadLocations` output. */
export interface LocationPage {
  readonly items: readonly BusinessLocation[];
  /** 1-based, the page these items are. */
  readonly page: number;
  readonly lastPage: number;
  readonly total: number;
}

/** `startAuthorization` output: where to send the browser for Google's consent. */
export interface ConsentRequest {
  readonly url: string;
}

/** What Google's redirect brings back to the connect page; `exchangeCode` input. */
export interface AuthorizationCode {
  readonly code: string;
  readonly state: string;
}

/** `confirmSelection` input. */
export interface SelectionRequest {
  readonly locationIds: readonly string[];
}

/** `confirmSelection` output: the user with `business_profile_token` true (spec section 4). */
export interface SelectionResult {
  readonly user: User;
}

/**
 * A failed step. The api-client's `ApiError` satisfies it. `reason: 'noAccess'` marks "the
 * account has no access to the business profile" (the failed-connection modal): the console's
 * actor sets it from the server's answer, or provides its own `isNoAccess` guard.
 */
export interface ConnectionError {
  readonly message: string;
  readonly kind?: string;
  readonly status?: number;
  readonly reason?: 'noAccess';
}

/** The step a `connection.retry` runs again. An exchange is retried by a new consent: codes are single-use. */
export type RetryStep = 'authorizing' | 'loadingLocations' | 'loadingMore' | 'confirming';

export interface GoogleConnectionInput {
  /** Locations a page; 20 unless given. */
  readonly perPage?: number;
}

export interface GoogleConnectionContext {
  readonly perPage: number;
  /** Every location loaded so far, pages appended in order. */
  readonly locations: readonly BusinessLocation[];
  readonly page: number;
  readonly lastPage: number;
  readonly total: number;
  /** Selected location ids, in the order they were picked. */
  readonly selectedIds: readonly string[];
  readonly error: ConnectionError | null;
  readonly retryStep: RetryStep | null;
  /** The user came back from Google without granting access. */
  readonly wasCancelled: boolean;
  /** The updated user, once the selection is saved. */
  readonly user: User | null;
}

export type GoogleConnectionEvent =
  | { type: 'connection.start' }
  | ({ type: 'connection.authorized' } & AuthorizationCode)
  | { type: 'connection.cancelled' }
  | { type: 'connection.retry' }
  | { type: 'locations.toggle'; locationId: string }
  | { type: 'locations.selectAll' }
  | { type: 'locations.clear' }
  | { type: 'locations.loadMore' }
  | { type: 'locations.confirm' }
  | { type: 'failure.goToAccount' }
  | { type: 'failure.reconnect' }
  | { type: 'failure.logout' };

/** The machine's output when it reaches `success`. */
export interface GoogleConnectionOutput {
  readonly user: User;
  readonly locations: readonly BusinessLocation[];
}
