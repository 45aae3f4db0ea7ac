/**
 * The business-profile integration as the rest of the server sees it: one interface, two
 * implementations (Google's APIs, and the embedded sandbox). Shapes here are ours, not
 * Google's: adapters translate, so modules never read a Google field name.
 */

/** What the token endpoint gives for one connection. */
export interface ProviderTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working; the adapter refreshes a little before. */
  expiresAt: Date;
}

/** The result of the OAuth code exchange: tokens, and who signed in when the provider says. */
export interface ExchangedTokens extends ProviderTokens {
  accountEmail?: string;
}

/**
 * One stored connection, handed to every call. When the adapter refreshes the access token
 * (expired, or rejected with 401) it updates this object in place, so the next page of the
 * same sync does not refresh again, and calls `onTokens` so the caller can persist them.
 */
export interface ProviderGrant extends ProviderTokens {
  onTokens?: (tokens: ProviderTokens) => void | Promise<void>;
}

/** A business account (Google: `accounts/{id}`), the container of locations. */
export interface ProviderAccount {
  /** Resource name, `accounts/…`: pass it back to `listLocations` and `listReviews`. */
  id: string;
  name: string;
  type: 'PERSONAL' | 'LOCATION_GROUP' | 'USER_GROUP' | 'ORGANIZATION' | 'UNKNOWN';
}

export interface ProviderAddress {
  /** One line for lists, e.g. "42 Rue Oberkampf, 75011 Paris". */
  formatted: string;
  lines: string[];
  postalCode: string | null;
  locality: string | null;
  administrativeArea: string | null;
  /** CLDR region code, e.g. "FR". */
  regionCode: string | null;
}

export interface ProviderLocation {
  /** Resource name, `locations/…`: the stable id we store. */
  externalId: string;
  title: string;
  /** Null for service-area businesses without a storefront. */
  address: ProviderAddress | null;
  /** 1 to 5 with one decimal; null when the location has no reviews or its rating is unknown. */
  averageRating: number | null;
  totalReviews: number;
  /** Google's "write a review" link (`metadata.newReviewUri`), where the review form sends customers. */
  newReviewUri: string | null;
  placeId: string | null;
  mapsUri: string | null;
}

export interface ProviderReviewReply {
  comment: string;
  updateTime: Date;
}

export interface ProviderReview {
  /** Resource name, `accounts/…/locations/…/reviews/…`: what `replyToReview` takes. */
  externalId: string;
  reviewerName: string;
  reviewerPhotoUrl: string | null;
  isAnonymous: boolean;
  rating: 1 | 2 | 3 | 4 | 5;
  /** Null for a rating without text. */
  comment: string | null;
  /** BCP-47 language when the provider knows it (the sandbox does; Google's API does not say). */
  language: string | null;
  createTime: Date;
  updateTime: Date;
  reply: ProviderReviewReply | null;
}

export interface LocationPage {
  locations: ProviderLocation[];
  nextPageToken?: string;
}

export interface ReviewPage {
  reviews: ProviderReview[];
  averageRating: number | null;
  totalReviewCount: number;
  nextPageToken?: string;
}

export interface ReviewPageOptions {
  pageToken?: string;
  /** At most 50 (Google's limit); larger values are clamped. */
  pageSize?: number;
}

export interface BusinessProfileProvider {
  /** `google` for the real APIs, `sandbox` for the embedded default. */
  readonly kind: 'google' | 'sandbox';
  /** Where to send the browser to ask consent; the provider redirects back to `redirectUri` with `code` and `state`. */
  authorizationUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<ExchangedTokens>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  /** Every account the grant can manage; throws `ProviderNoAccessError` when there are none. */
  listAccounts(grant: ProviderGrant): Promise<ProviderAccount[]>;
  listLocations(grant: ProviderGrant, accountId: string, pageToken?: string): Promise<LocationPage>;
  /** Newest first (by update time). `locationId` is the location's `externalId`. */
  listReviews(
    grant: ProviderGrant,
    accountId: string,
    locationId: string,
    options?: ReviewPageOptions,
  ): Promise<ReviewPage>;
  /** Creates or replaces the owner's reply (Google's `updateReply` is an upsert). */
  replyToReview(grant: ProviderGrant, reviewName: string, comment: string): Promise<ProviderReviewReply>;
  /** Removes the owner's reply; removing a reply that is not there succeeds. */
  deleteReply(grant: ProviderGrant, reviewName: string): Promise<void>;
}

export const STAR_RATINGS = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as const;
export type StarRating = keyof typeof STAR_RATINGS;
