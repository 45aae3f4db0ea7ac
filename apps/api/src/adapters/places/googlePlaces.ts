import { setTimeout as delay } from 'node:timers/promises';
import { ProviderError } from '../google/businessProfile.errors.ts';
import { sendWithRetry } from '../google/google.http.ts';
import type { HttpDeps, HttpRequest, HttpResult } from '../google/google.http.ts';
import { PlaceNotFoundError, PlacesError, PlacesKeyError, PlacesQuotaError } from './places.errors.ts';
import { placeSchema, placesErrorSchema, searchTextResponseSchema } from './places.schemas.ts';
import type { GooglePlace, GooglePlaceReview } from './places.schemas.ts';
import type { PlaceDetails, PlaceReview, PlaceSummary, PlacesProvider, SearchPlacesInput } from './places.types.ts';

export const GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com/v1';

export interface GooglePlacesConfig extends Partial<HttpDeps> {
  apiKey: string;
  /** Replaced in tests by the fake server's. */
  baseUrl?: string;
}

/*
 * Field masks are required by the API (no default fields) and decide the price: rating and
 * userRatingCount put Text Search in its Enterprise SKU, reviews put Place Details in
 * Enterprise + Atmosphere. Ask for what the competitor list shows, nothing more.
 */
export const SEARCH_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.rating',
  'places.userRatingCount',
].join(',');
export const DETAILS_FIELD_MASK = [
  'id',
  'displayName',
  'formattedAddress',
  'rating',
  'userRatingCount',
  'googleMapsUri',
  'reviews',
].join(',');

const DEFAULT_RADIUS_M = 2_000;
/** The API refuses a bias circle over 50 km. */
const MAX_RADIUS_M = 50_000;
const MAX_PAGE_SIZE = 20;
/** Without a Retry-After, a caller that ran out of retries waits a quota minute. */
const DEFAULT_QUOTA_WAIT_MS = 60_000;
/** Key problems Google reports as 400 or 403 with an ErrorInfo reason. */
const KEY_REASONS = new Set([
  'API_KEY_INVALID',
  'API_KEY_EXPIRED',
  'API_KEY_SERVICE_BLOCKED',
  'API_KEY_HTTP_REFERRER_BLOCKED',
  'API_KEY_IP_ADDRESS_BLOCKED',
  'API_KEY_ANDROID_APP_BLOCKED',
  'API_KEY_IOS_APP_BLOCKED',
  'SERVICE_DISABLED',
  'BILLING_DISABLED',
]);

/** Google's Places API (New), with an API key: `places:searchText` and `places/{id}`. */
export function createGooglePlaces(config: GooglePlacesConfig): PlacesProvider {
  const baseUrl = (config.baseUrl ?? GOOGLE_PLACES_BASE_URL).replace(/\/+$/, '');
  const deps: HttpDeps = {
    fetch: config.fetch ?? globalThis.fetch,
    sleep: config.sleep ?? ((ms) => delay(ms)),
    now: config.now ?? (() => new Date()),
    random: config.random ?? Math.random,
    // Searches are interactive: fewer, shorter retries than the business-profile sync.
    maxRetries: config.maxRetries ?? 2,
    baseDelayMs: config.baseDelayMs ?? 500,
    maxDelayMs: config.maxDelayMs ?? 4_000,
    timeoutMs: config.timeoutMs ?? 10_000,
  };

  async function send(request: HttpRequest, fieldMask: string, what: string): Promise<HttpResult> {
    const headers = { ...request.headers, 'x-goog-api-key': config.apiKey, 'x-goog-fieldmask': fieldMask };
    try {
      return await sendWithRetry(deps, { ...request, headers });
    } catch (error) {
      if (error instanceof ProviderError) throw new PlacesError(`Google Places ${what}: unreachable`, { cause: error });
      throw error;
    }
  }

  return {
    kind: 'google',

    async searchText(input: SearchPlacesInput): Promise<PlaceSummary[]> {
      const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, input.limit ?? 10));
      const coordinates = input.near.coordinates;
      const radius = Math.min(MAX_RADIUS_M, Math.max(1, input.radiusMeters ?? DEFAULT_RADIUS_M));
      // Without coordinates the address goes into the query, as in Google's "pizza near Ottawa".
      const textQuery =
        coordinates || !input.near.address ? input.query.trim() : `${input.query.trim()} near ${input.near.address}`;
      const body = {
        textQuery,
        pageSize,
        ...(input.language ? { languageCode: input.language } : {}),
        ...(coordinates ? { locationBias: { circle: { center: coordinates, radius } } } : {}),
      };
      const result = await send(
        {
          method: 'POST',
          url: `${baseUrl}/places:searchText`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        SEARCH_FIELD_MASK,
        'text search',
      );
      if (result.status !== 200) throw placesError(deps, result, 'text search');
      const parsed = searchTextResponseSchema.safeParse(result.body);
      if (!parsed.success) throw new PlacesError('Google Places text search: unexpected answer', { status: 200 });
      return (parsed.data.places ?? []).map(toSummary);
    },

    async getPlace(placeId: string, options: { language?: string } = {}): Promise<PlaceDetails> {
      // Place ids are URL-safe base64-like tokens; anything else cannot be one, and must not reach the path.
      if (!/^[A-Za-z0-9_-]{1,1000}$/.test(placeId)) throw new PlaceNotFoundError(placeId, { status: 400 });
      const query = options.language ? `?languageCode=${encodeURIComponent(options.language)}` : '';
      const result = await send(
        { method: 'GET', url: `${baseUrl}/places/${placeId}${query}` },
        DETAILS_FIELD_MASK,
        'place details',
      );
      if (result.status !== 200) {
        const error = placesError(deps, result, 'place details');
        if (result.status === 404 || (result.status === 400 && !(error instanceof PlacesKeyError))) {
          throw new PlaceNotFoundError(placeId, { status: result.status, code: error.code });
        }
        throw error;
      }
      const parsed = placeSchema.safeParse(result.body);
      if (!parsed.success) throw new PlacesError('Google Places place details: unexpected answer', { status: 200 });
      return toDetails(parsed.data);
    },
  };
}

function placesError(deps: HttpDeps, result: HttpResult, what: string): PlacesError {
  const parsed = placesErrorSchema.safeParse(result.body);
  const error = parsed.success ? parsed.data.error : undefined;
  const reason = (error?.details ?? []).map((d) => d.reason).find((r) => r !== undefined);
  const message =
    `Google Places ${what} failed: ${result.status} ${error?.status ?? ''} ${error?.message ?? ''}`.trim();
  if (result.status === 429) return new PlacesQuotaError(retryAfter(deps, result.headers), message, error?.status);
  if (result.status === 401 || result.status === 403 || (reason !== undefined && KEY_REASONS.has(reason))) {
    return new PlacesKeyError(message, { status: result.status, code: reason ?? error?.status });
  }
  return new PlacesError(message, { status: result.status, code: error?.status });
}

function retryAfter(deps: HttpDeps, headers: Headers): number {
  const value = headers.get('retry-after')?.trim();
  if (!value) return DEFAULT_QUOTA_WAIT_MS;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? DEFAULT_QUOTA_WAIT_MS : Math.max(0, date - deps.now().getTime());
}

function toSummary(place: GooglePlace): PlaceSummary {
  return {
    placeId: place.id,
    name: place.displayName?.text ?? place.id,
    address: place.formattedAddress ?? null,
    rating: place.rating === undefined ? null : Math.round(place.rating * 10) / 10,
    userRatingCount: place.userRatingCount ?? 0,
  };
}

function toDetails(place: GooglePlace): PlaceDetails {
  const reviews = (place.reviews ?? [])
    .map((review, index) => toReview(place.id, review, index))
    .filter((review): review is PlaceReview => review !== null)
    // Google picks its five "most relevant"; the competitor modal shows them newest first.
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
  return { ...toSummary(place), mapsUri: place.googleMapsUri ?? null, reviews };
}

function toReview(placeId: string, review: GooglePlaceReview, index: number): PlaceReview | null {
  const rating = Math.round(review.rating ?? 0);
  const publishedAt = review.publishTime ? new Date(review.publishTime) : null;
  if (rating < 1 || rating > 5 || !publishedAt || Number.isNaN(publishedAt.getTime())) return null;
  // The author's own words over Google's translation into the request's language.
  const text = review.originalText?.text ? review.originalText : review.text;
  return {
    id: review.name ?? `places/${placeId}/reviews/${index}`,
    authorName: review.authorAttribution?.displayName ?? '',
    authorPhotoUrl: review.authorAttribution?.photoUri ?? null,
    rating: rating as PlaceReview['rating'],
    text: text?.text || null,
    language: text?.languageCode ?? null,
    publishedAt,
  };
}
