import { ProviderAccessRevokedError, ProviderError, ProviderNoAccessError } from './businessProfile.errors.ts';
import type {
  BusinessProfileProvider,
  ProviderGrant,
  ProviderLocation,
  ProviderReview,
  ProviderReviewReply,
  ProviderTokens,
} from './businessProfile.types.ts';
import { SANDBOX_ACCOUNT, SANDBOX_IDENTITIES, SANDBOX_LOCATIONS } from './sandbox/sandboxCatalog.ts';
import type { SandboxIdentity, SandboxLocation } from './sandbox/sandboxCatalog.ts';
import { averageOf, DEFAULT_HISTORY_START, sandboxReviews } from './sandbox/sandboxReviews.ts';

export const SANDBOX_CONSENT_PATH = '/api/v1/sandbox/google/consent';

export interface SandboxOptions {
  /** The same seed gives the same reviews everywhere. */
  seed?: number | string;
  now?: () => Date;
  /** The consent page `authorizationUrl` points to (see sandboxConsent.routes.ts). */
  consentPath?: string;
  historyStart?: Date;
  /** Locations per page; small values exercise the caller's page-token loop. */
  locationPageSize?: number;
}

const TOKEN_LIFETIME_MS = 3_600_000;
const MAX_REVIEW_PAGE = 50;

/**
 * The embedded default: a fake Google account "Maison Dorée Boulangeries" with eight
 * bakeries and a stream of reviews computed from (seed, location, time). It keeps no state
 * but the replies posted through it, in memory per instance: the server stores replies in its
 * own database anyway, so a restart or another instance only forgets the sandbox's echo.
 */
export function createSandboxBusinessProfile(options: SandboxOptions = {}): BusinessProfileProvider {
  const seed = String(options.seed ?? 1);
  const now = options.now ?? (() => new Date());
  const consentPath = options.consentPath ?? SANDBOX_CONSENT_PATH;
  const historyStart = options.historyStart ?? DEFAULT_HISTORY_START;
  const locationPageSize = options.locationPageSize ?? 100;
  const replies = new Map<string, ProviderReviewReply | null>();

  function tokensFor(identity: SandboxIdentity): ProviderTokens {
    const expiresAt = new Date(now().getTime() + TOKEN_LIFETIME_MS);
    return {
      accessToken: `sandbox-access.${identity}.${expiresAt.getTime()}`,
      refreshToken: `sandbox-refresh.${identity}`,
      expiresAt,
    };
  }

  function identityOf(refreshToken: string): SandboxIdentity {
    const identity = refreshToken.replace(/^sandbox-refresh\./, '');
    if (!refreshToken.startsWith('sandbox-refresh.') || !(identity in SANDBOX_IDENTITIES)) {
      throw new ProviderAccessRevokedError('Unknown sandbox refresh token', { status: 400, code: 'invalid_grant' });
    }
    return identity as SandboxIdentity;
  }

  /** Same contract as the Google adapter: an expired grant is refreshed and reported. */
  async function requireOwner(grant: ProviderGrant): Promise<void> {
    const identity = identityOf(grant.refreshToken);
    if (grant.expiresAt.getTime() <= now().getTime()) {
      const tokens = tokensFor(identity);
      Object.assign(grant, tokens);
      await grant.onTokens?.(tokens);
    }
    if (identity !== 'owner')
      throw new ProviderNoAccessError('The sandbox account has no business profile', {
        status: 403,
        code: 'PERMISSION_DENIED',
      });
  }

  function checkAccount(accountId: string): void {
    if (accountId !== SANDBOX_ACCOUNT.id && `accounts/${accountId}` !== SANDBOX_ACCOUNT.id) {
      throw new ProviderNoAccessError(`No access to ${accountId}`, { status: 403, code: 'PERMISSION_DENIED' });
    }
  }

  function findLocation(locationId: string): SandboxLocation {
    const id = locationId.split('/').pop();
    const location = SANDBOX_LOCATIONS.find((l) => l.externalId === `locations/${id}`);
    if (!location) throw new ProviderError(`No location ${locationId}`, { status: 404, code: 'NOT_FOUND' });
    return location;
  }

  function reviewsAt(location: SandboxLocation, at: Date): ProviderReview[] {
    return sandboxReviews(seed, location, at, historyStart).map((review) =>
      replies.has(review.externalId) ? { ...review, reply: replies.get(review.externalId) ?? null } : review,
    );
  }

  function findReview(reviewName: string): ProviderReview {
    const match = /^(accounts\/[^/]+)\/(locations\/[^/]+)\/reviews\/[^/]+$/.exec(reviewName);
    if (!match) throw new ProviderError(`Not a review name: ${reviewName}`, { status: 400, code: 'INVALID_ARGUMENT' });
    checkAccount(match[1]!);
    const review = reviewsAt(findLocation(match[2]!), now()).find((r) => r.externalId === reviewName);
    if (!review) throw new ProviderError(`No review ${reviewName}`, { status: 404, code: 'NOT_FOUND' });
    return review;
  }

  return {
    kind: 'sandbox',

    authorizationUrl({ state, redirectUri }) {
      return `${consentPath}?${new URLSearchParams({ state, redirect_uri: redirectUri }).toString()}`;
    },

    async exchangeCode({ code }) {
      const entry = Object.entries(SANDBOX_IDENTITIES).find(([, v]) => v.code === code);
      if (!entry)
        throw new ProviderAccessRevokedError('Unknown sandbox authorization code', {
          status: 400,
          code: 'invalid_grant',
        });
      const [identity, { email }] = entry as [SandboxIdentity, { email: string }];
      return { ...tokensFor(identity), accountEmail: email };
    },

    async refresh(refreshToken) {
      return tokensFor(identityOf(refreshToken));
    },

    async listAccounts(grant) {
      await requireOwner(grant);
      return [SANDBOX_ACCOUNT];
    },

    async listLocations(grant, accountId, pageToken) {
      await requireOwner(grant);
      checkAccount(accountId);
      const { at, offset } = pageToken ? decodeToken(pageToken) : { at: now().getTime(), offset: 0 };
      const slice = SANDBOX_LOCATIONS.slice(offset, offset + locationPageSize);
      const locations: ProviderLocation[] = slice.map((location) => {
        const reviews = sandboxReviews(seed, location, new Date(at), historyStart);
        return {
          externalId: location.externalId,
          title: location.title,
          address: location.address,
          averageRating: averageOf(reviews),
          totalReviews: reviews.length,
          newReviewUri: `https://search.google.com/local/writereview?placeid=${location.placeId}`,
          placeId: location.placeId,
          mapsUri: `https://maps.google.com/maps?cid=${location.cid}`,
        };
      });
      const next = offset + locationPageSize;
      return { locations, ...(next < SANDBOX_LOCATIONS.length ? { nextPageToken: encodeToken(at, next) } : {}) };
    },

    async listReviews(grant, accountId, locationId, { pageToken, pageSize } = {}) {
      await requireOwner(grant);
      checkAccount(accountId);
      // The token pins the clock of the first page, so reviews arriving meanwhile do not shift pages.
      const { at, offset } = pageToken ? decodeToken(pageToken) : { at: now().getTime(), offset: 0 };
      const size = Math.min(MAX_REVIEW_PAGE, Math.max(1, pageSize ?? MAX_REVIEW_PAGE));
      const all = reviewsAt(findLocation(locationId), new Date(at));
      const next = offset + size;
      return {
        reviews: all.slice(offset, next),
        averageRating: averageOf(all),
        totalReviewCount: all.length,
        ...(next < all.length ? { nextPageToken: encodeToken(at, next) } : {}),
      };
    },

    async replyToReview(grant, reviewName, comment) {
      await requireOwner(grant);
      findReview(reviewName);
      if (comment.trim() === '' || Buffer.byteLength(comment) > 4096) {
        throw new ProviderError('A reply is 1 to 4096 bytes', { status: 400, code: 'INVALID_ARGUMENT' });
      }
      const reply = { comment, updateTime: now() };
      replies.set(reviewName, reply);
      return reply;
    },

    async deleteReply(grant, reviewName) {
      await requireOwner(grant);
      findReview(reviewName);
      replies.set(reviewName, null);
    },
  };
}

function encodeToken(at: number, offset: number): string {
  return Buffer.from(JSON.stringify({ at, offset })).toString('base64url');
}

function decodeToken(token: string): { at: number; offset: number } {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString()) as { at?: unknown; offset?: unknown };
    if (Number.isInteger(value.at) && Number.isInteger(value.offset) && (value.offset as number) >= 0) {
      return { at: value.at as number, offset: value.offset as number };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new ProviderError('Invalid page token', { status: 400, code: 'INVALID_ARGUMENT' });
}
