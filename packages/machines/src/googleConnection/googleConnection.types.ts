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
  /** Already one of the organization's locations (a second connection lists it again). */
  readonly connected?: boolean;
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

/**
 * What the owner chose on the selection step. The list is paged, so "Select all" cannot be a
 * list of ids: it is every location of the connection (the server knows them all), less the
 * ones unticked afterwards.
 */
export type LocationSelection =
  | { readonly all: false; readonly ids: readonly string[] }
  | { readonly all: true; readonly excludedIds: readonly string[] };

/** `confirmSelection` input: the selection as it stands (the console turns it into the finish call's body). */
export type SelectionRequest = LocationSelection;

/** `confirmSelection` output: the user with `business_profile_token` true (spec section 4). */
export interface SelectionResult {
  readonly user: User;
}

/**
 * A failed step. The api-client's `ApiError` satisfies it. `reason: 'noAccess'` marks "the
 * account has no access to the business profile" (the failed-connection modal);
 * `reason: 'notConnected'` marks "the server holds no connection" (a resumed step 2 with
 * nothing to resume, or a connection revoked meanwhile), which sends the wizard back to
 * step 1. The console's actor sets both from the server's answer.
 */
export interface ConnectionError {
  readonly message: string;
  readonly kind?: string;
  readonly status?: number;
  readonly reason?: 'noAccess' | 'notConnected';
}

/** The step a `connection.retry` runs again. An exchange is retried by a new consent: codes are single-use. */
export type RetryStep = 'authorizing' | 'loadingLocations' | 'loadingMore' | 'confirming';

export interface GoogleConnectionInput {
  /** Locations a page; 20 unless given. */
  readonly perPage?: number;
  /**
   * Start at step 2 from the connection the server already holds: a reload of the selection
   * step, or its address in a new tab. The locations are listed again from the server; with
   * no connection there, the wizard goes to step 1. No token is ever kept in the browser.
   */
  readonly resume?: boolean;
}

export interface GoogleConnectionContext {
  readonly perPage: number;
  /** Every location loaded so far, pages appended in order. */
  readonly locations: readonly BusinessLocation[];
  readonly page: number;
  readonly lastPage: number;
  readonly total: number;
  /** Picked ids in the order they were picked, or "all of the connection" less exclusions. */
  readonly selection: LocationSelection;
  /** Started at step 2 (`input.resume`); a restart clears it. */
  readonly resumed: boolean;
  readonly error: ConnectionError | null;
  readonly retryStep: RetryStep | null;
  /** The user came back from Google without granting access. */
  readonly wasCancelled: boolean;
  /**
   * The server lost the connection (409) after the wizard had listed locations (next page,
   * saving): step 1 says why the user is back there. Not set when a resume finds nothing
   * (nothing was lost in this visit); cleared when a new connection starts.
   */
  readonly connectionLost: boolean;
  /** The updated user, once the selection is saved. */
  readonly user: User | null;
}

export type GoogleConnectionEvent =
  | { type: 'connection.start' }
  | ({ type: 'connection.authorized' } & AuthorizationCode)
  | { type: 'connection.cancelled' }
  /**
   * Step 1 came back from the browser's history (back/forward cache) while it was waiting for
   * Google: the page that left for the consent is shown again, and no redirect will reach it.
   */
  | { type: 'connection.returned' }
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
  /** The selected locations the wizard listed; with "Select all", later pages may be missing. */
  readonly locations: readonly BusinessLocation[];
  /** How many locations were added: all of them, even those never listed. */
  readonly count: number;
}
