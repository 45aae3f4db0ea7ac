import { setTimeout as delay } from 'node:timers/promises';
import type { z } from 'zod';
import { ProviderError, ProviderNoAccessError } from './businessProfile.errors.ts';
import type { BusinessProfileProvider, ProviderGrant, ProviderLocation } from './businessProfile.types.ts';
import { apiError, sendWithRetry } from './google.http.ts';
import { accountPath, locationPath, reviewPath } from './google.paths.ts';
import type { HttpDeps, HttpRequest } from './google.http.ts';
import { roundRating, toAccount, toLocation, toReply, toReview } from './google.mappers.ts';
import type { RatingSummary } from './google.mappers.ts';
import { buildAuthorizationUrl, exchangeCode, refreshTokens } from './google.oauth.ts';
import type { OAuthClient } from './google.oauth.ts';
import {
  emptySchema,
  listAccountsSchema,
  listLocationsSchema,
  listReviewsSchema,
  reviewReplySchema,
} from './google.schemas.ts';
import type { GoogleLocation } from './google.schemas.ts';

export interface GoogleUrls {
  authorizeUrl: string;
  tokenUrl: string;
  accountManagementBaseUrl: string;
  businessInformationBaseUrl: string;
  myBusinessBaseUrl: string;
}

export const GOOGLE_URLS: GoogleUrls = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  accountManagementBaseUrl: 'https://mybusinessaccountmanagement.googleapis.com/v1',
  businessInformationBaseUrl: 'https://mybusinessbusinessinformation.googleapis.com/v1',
  myBusinessBaseUrl: 'https://mybusiness.googleapis.com/v4',
};

export interface GoogleBusinessProfileConfig extends Partial<HttpDeps> {
  clientId: string;
  clientSecret: string;
  /** Base URLs, replaced in tests by the fake server's. */
  urls?: Partial<GoogleUrls>;
  /** Refresh an access token this long before Google's expiry, so a call never races it. */
  refreshSkewMs?: number;
  /** Parallel rating look-ups while listing locations (one reviews.list call each). */
  ratingConcurrency?: number;
}

// Location fields we read: Business Information v1 returns only what the read mask names.
const LOCATION_READ_MASK = 'name,title,storefrontAddress,metadata';
const MAX_REVIEW_PAGE = 50;

export function createGoogleBusinessProfile(config: GoogleBusinessProfileConfig): BusinessProfileProvider {
  const urls = { ...GOOGLE_URLS, ...config.urls };
  const deps: HttpDeps = {
    fetch: config.fetch ?? globalThis.fetch,
    sleep: config.sleep ?? ((ms) => delay(ms)),
    now: config.now ?? (() => new Date()),
    random: config.random ?? Math.random,
    maxRetries: config.maxRetries ?? 4,
    baseDelayMs: config.baseDelayMs ?? 1_000,
    maxDelayMs: config.maxDelayMs ?? 32_000,
    timeoutMs: config.timeoutMs ?? 30_000,
  };
  const client: OAuthClient = { clientId: config.clientId, clientSecret: config.clientSecret, ...urls };
  const skew = config.refreshSkewMs ?? 60_000;
  // Concurrent calls on one grant share a refresh instead of each spending one.
  const refreshing = new WeakMap<ProviderGrant, Promise<void>>();

  function refreshGrant(grant: ProviderGrant): Promise<void> {
    let pending = refreshing.get(grant);
    if (!pending) {
      pending = (async () => {
        const tokens = await refreshTokens(deps, client, grant.refreshToken);
        grant.accessToken = tokens.accessToken;
        grant.refreshToken = tokens.refreshToken;
        grant.expiresAt = tokens.expiresAt;
        await grant.onTokens?.(tokens);
      })().finally(() => refreshing.delete(grant));
      refreshing.set(grant, pending);
    }
    return pending;
  }

  /** One authorized call: refresh first if expiring, or once after a 401; map failures. */
  async function call<S extends z.ZodType>(
    grant: ProviderGrant,
    request: Omit<HttpRequest, 'headers'>,
    schema: S,
    what: string,
  ): Promise<z.infer<S>> {
    let refreshed = false;
    if (grant.expiresAt.getTime() - skew <= deps.now().getTime()) {
      await refreshGrant(grant);
      refreshed = true;
    }
    const send = () =>
      sendWithRetry(deps, {
        ...request,
        headers: {
          authorization: `Bearer ${grant.accessToken}`,
          accept: 'application/json',
          ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
      });
    let result = await send();
    if (result.status === 401 && !refreshed) {
      await refreshGrant(grant);
      result = await send();
    }
    if (result.status < 200 || result.status >= 300) throw apiError(deps, result, what);
    const parsed = schema.safeParse(result.body ?? {});
    if (!parsed.success) throw new ProviderError(`Google ${what}: unexpected response`, { cause: parsed.error });
    return parsed.data;
  }

  async function ratingOf(grant: ProviderGrant, accountId: string, location: GoogleLocation): Promise<RatingSummary> {
    try {
      const page = await call(
        grant,
        { method: 'GET', url: reviewsUrl(accountId, location.name, { pageSize: 1 }) },
        listReviewsSchema,
        'reviews.list',
      );
      const total = page.totalReviewCount ?? 0;
      return { averageRating: roundRating(page.averageRating, total), totalReviews: total };
    } catch (error) {
      // Reviews exist only for verified locations; an unverified one is listed without a rating.
      if (
        error instanceof ProviderError &&
        (error.status === 400 || error.status === 404 || error.code === 'FAILED_PRECONDITION')
      ) {
        return { averageRating: null, totalReviews: 0 };
      }
      throw error;
    }
  }

  function reviewsUrl(accountId: string, locationId: string, query: { pageSize: number; pageToken?: string }): string {
    const url = new URL(`${urls.myBusinessBaseUrl}/${locationPath(accountId, locationId)}/reviews`);
    url.searchParams.set('pageSize', String(query.pageSize));
    if (query.pageToken) url.searchParams.set('pageToken', query.pageToken);
    return url.toString();
  }

  return {
    kind: 'google',
    authorizationUrl: (input) => buildAuthorizationUrl(client, input),
    exchangeCode: (input) => exchangeCode(deps, client, input),
    refresh: (refreshToken) => refreshTokens(deps, client, refreshToken),

    async listAccounts(grant) {
      const accounts = [];
      let pageToken: string | undefined;
      do {
        const url = new URL(`${urls.accountManagementBaseUrl}/accounts`);
        url.searchParams.set('pageSize', '20');
        if (pageToken) url.searchParams.set('pageToken', pageToken);
        const page = await call(grant, { method: 'GET', url: url.toString() }, listAccountsSchema, 'accounts.list');
        accounts.push(...(page.accounts ?? []).map(toAccount));
        pageToken = page.nextPageToken || undefined;
      } while (pageToken);
      if (accounts.length === 0) throw new ProviderNoAccessError('The Google account manages no business account');
      return accounts;
    },

    async listLocations(grant, accountId, pageToken) {
      const url = new URL(`${urls.businessInformationBaseUrl}/${accountPath(accountId)}/locations`);
      url.searchParams.set('readMask', LOCATION_READ_MASK);
      url.searchParams.set('pageSize', '100');
      if (pageToken) url.searchParams.set('pageToken', pageToken);
      const page = await call(grant, { method: 'GET', url: url.toString() }, listLocationsSchema, 'locations.list');
      const raw = page.locations ?? [];
      const locations: ProviderLocation[] = new Array(raw.length);
      // Business Information has no rating: one small reviews.list per location gives it.
      const concurrency = Math.max(1, config.ratingConcurrency ?? 4);
      let next = 0;
      const worker = async () => {
        for (let i = next++; i < raw.length; i = next++) {
          const location = raw[i]!;
          locations[i] = toLocation(location, await ratingOf(grant, accountId, location));
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, raw.length) }, worker));
      return { locations, ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}) };
    },

    async listReviews(grant, accountId, locationId, options = {}) {
      const pageSize = Math.min(MAX_REVIEW_PAGE, Math.max(1, options.pageSize ?? MAX_REVIEW_PAGE));
      const url = reviewsUrl(accountId, locationId, {
        pageSize,
        ...(options.pageToken ? { pageToken: options.pageToken } : {}),
      });
      const page = await call(grant, { method: 'GET', url }, listReviewsSchema, 'reviews.list');
      const total = page.totalReviewCount ?? 0;
      return {
        reviews: (page.reviews ?? []).map(toReview).filter((r) => r !== null),
        averageRating: roundRating(page.averageRating, total),
        totalReviewCount: total,
        ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      };
    },

    async replyToReview(grant, reviewName, comment) {
      const url = `${urls.myBusinessBaseUrl}/${reviewPath(reviewName)}/reply`;
      const reply = await call(
        grant,
        { method: 'PUT', url, body: JSON.stringify({ comment }) },
        reviewReplySchema,
        'reviews.updateReply',
      );
      return toReply(reply, deps.now());
    },

    async deleteReply(grant, reviewName) {
      const url = `${urls.myBusinessBaseUrl}/${reviewPath(reviewName)}/reply`;
      try {
        await call(grant, { method: 'DELETE', url }, emptySchema, 'reviews.deleteReply');
      } catch (error) {
        // Already gone (deleted on Google's side, or twice): the wanted state is reached.
        if (error instanceof ProviderError && error.status === 404) return;
        throw error;
      }
    },
  };
}
