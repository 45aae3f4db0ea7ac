import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { googleError, invalidPageToken, json, paginate, readBody, text } from './fakeGoogleHttp.ts';
import type { AddressInfo } from 'node:net';
import type { GoogleUrls } from '../googleBusinessProfile.ts';
import { applyReadMask, compact, FakeGoogleData } from './fakeGoogleData.ts';
import type { FakeUser } from './fakeGoogleData.ts';
import { FakeGoogleOAuth, GRANTED_SCOPE } from './fakeGoogleOAuth.ts';

/**
 * A fake of Google's OAuth 2 endpoints and of the Business Profile APIs the adapter calls,
 * on loopback, built from the public references: `accounts.list` (Account Management v1),
 * `accounts.locations.list` (Business Information v1, readMask required, pageSize ≤ 100),
 * `accounts.locations.reviews.list / updateReply / deleteReply` (My Business v4, pageSize ≤ 50),
 * errors as `{ error: { code, message, status } }`, OAuth errors as `{ error, error_description }`.
 * One origin serves them all under distinct prefixes, so `urls` plugs straight into the adapter.
 */
export interface FakeGoogleServer {
  urls: GoogleUrls;
  clientId: string;
  clientSecret: string;
  data: FakeGoogleData;
  oauth: FakeGoogleOAuth;
  /** Every request received, in order, for assertions. */
  requests: Array<{ method: string; path: string; query: Record<string, string>; body: string }>;
  /** Google may return fewer items than asked: these caps force pagination in tests. */
  pageSizeCap: { accounts: number; locations: number; reviews: number };
  /** Who "signs in" on the fake consent page; null answers `error=access_denied`. */
  consentAs(email: string | null, options?: { scope?: string }): void;
  /** The next `count` API or token calls fail with `status` (429 RESOURCE_EXHAUSTED by default). */
  failNext(count: number, options?: { status?: number; retryAfterSeconds?: number }): void;
  close(): Promise<void>;
}

export async function startFakeGoogleServer(
  options: { clientId?: string; clientSecret?: string; now?: () => number } = {},
): Promise<FakeGoogleServer> {
  const clientId = options.clientId ?? 'fake-client.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'fake-secret';
  const now = options.now ?? Date.now;
  const data = new FakeGoogleData(now);
  const oauth = new FakeGoogleOAuth(clientId, now);
  const requests: FakeGoogleServer['requests'] = [];
  const pageSizeCap = { accounts: 20, locations: 100, reviews: 50 };
  let consenting: { email: string; scope: string } | null = null;
  const failures: Array<{ status: number; retryAfterSeconds?: number }> = [];

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
      });
      try {
        route(req, res, url, body);
      } catch (error) {
        googleError(res, 500, 'INTERNAL', String(error));
      }
    });
  });

  function route(req: IncomingMessage, res: ServerResponse, url: URL, body: string): void {
    const path = url.pathname;
    if (req.method === 'GET' && path === '/o/oauth2/v2/auth') return authorize(res, url);
    const failure = failures.shift();
    if (failure) {
      if (failure.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(failure.retryAfterSeconds));
      const status =
        failure.status === 429 ? 'RESOURCE_EXHAUSTED' : failure.status === 503 ? 'UNAVAILABLE' : 'INTERNAL';
      const message =
        failure.status === 429
          ? "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'."
          : 'The service is currently unavailable.';
      return googleError(res, failure.status, status, message);
    }
    if (req.method === 'POST' && path === '/token') return tokenEndpoint(req, res, body);
    const email = oauth.authenticate(req.headers.authorization);
    if (!email) {
      res.setHeader('www-authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      return googleError(
        res,
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
    }
    const user = data.users.get(email);
    if (!user || user.denyAccess)
      return googleError(res, 403, 'PERMISSION_DENIED', 'The caller does not have permission');
    if (req.method === 'GET' && path === '/accountmanagement/v1/accounts') {
      const page = paginate(user.accounts, url, 20, pageSizeCap.accounts);
      if (!page) return invalidPageToken(res);
      return json(
        res,
        200,
        compact({ accounts: page.items.map(({ locations: _, ...a }) => a), nextPageToken: page.next }),
      );
    }
    let m = /^\/businessinformation\/v1\/accounts\/([^/]+)\/locations$/.exec(path);
    if (req.method === 'GET' && m) return listLocations(res, url, user, `accounts/${m[1]}`);
    m = /^\/mybusiness\/v4\/accounts\/([^/]+)\/locations\/([^/]+)\/reviews$/.exec(path);
    if (req.method === 'GET' && m) return listReviews(res, url, user, `accounts/${m[1]}`, `locations/${m[2]}`);
    m = /^\/mybusiness\/v4\/(accounts\/([^/]+)\/locations\/[^/]+\/reviews\/[^/]+)\/reply$/.exec(path);
    if (m && (req.method === 'PUT' || req.method === 'DELETE'))
      return reply(req.method, res, user, m[1]!, `accounts/${m[2]}`, body);
    return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
  }

  function authorize(res: ServerResponse, url: URL): void {
    const q = url.searchParams;
    const redirect = q.get('redirect_uri');
    if (q.get('client_id') !== clientId || !redirect) return text(res, 400, 'Error 400: invalid_request');
    if (
      q.get('response_type') !== 'code' ||
      !q.get('scope')?.split(' ').includes('https://www.googleapis.com/auth/business.manage')
    ) {
      return text(res, 400, 'Error 400: invalid_scope');
    }
    const target = new URL(redirect);
    if (consenting) target.searchParams.set('code', oauth.issueCode(consenting.email, redirect, consenting.scope));
    else target.searchParams.set('error', 'access_denied');
    if (q.has('state')) target.searchParams.set('state', q.get('state')!);
    res.writeHead(302, { location: target.toString() }).end();
  }

  function tokenEndpoint(req: IncomingMessage, res: ServerResponse, body: string): void {
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return json(res, 400, { error: 'invalid_request', error_description: 'Invalid content type' });
    }
    const form = new URLSearchParams(body);
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return json(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
    }
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const issued = oauth.exchange(form.get('code') ?? '', form.get('redirect_uri') ?? '');
      if (!issued) return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      return json(res, 200, {
        access_token: issued.accessToken,
        expires_in: issued.expiresIn,
        refresh_token: issued.refreshToken,
        scope: issued.scope,
        token_type: 'Bearer',
        id_token: issued.idToken,
      });
    }
    if (grant === 'refresh_token') {
      const issued = oauth.refreshAccess(form.get('refresh_token') ?? '');
      if (!issued)
        return json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      return json(res, 200, {
        access_token: issued.accessToken,
        expires_in: issued.expiresIn,
        scope: issued.scope,
        token_type: 'Bearer',
      });
    }
    return json(res, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type: ' + grant });
  }

  function listLocations(res: ServerResponse, url: URL, user: FakeUser, accountName: string): void {
    const account = user.accounts.find((a) => a.name === accountName);
    if (!account) return googleError(res, 403, 'PERMISSION_DENIED', 'The caller does not have permission');
    const mask = url.searchParams.get('readMask');
    if (!mask) {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [{ field: 'read_mask', description: 'Field is required' }],
        },
      ]);
    }
    const page = paginate(account.locations, url, 10, pageSizeCap.locations, 100);
    if (!page) return invalidPageToken(res);
    const locations = page.items.map(({ reviews: _, verified: __, ...l }) => applyReadMask(l, mask));
    return json(res, 200, compact({ locations, nextPageToken: page.next }));
  }

  function listReviews(res: ServerResponse, url: URL, user: FakeUser, accountName: string, locationName: string): void {
    const account = user.accounts.find((a) => a.name === accountName);
    const location = account?.locations.find((l) => l.name === locationName);
    if (!account || !location) return googleError(res, 403, 'PERMISSION_DENIED', 'The caller does not have permission');
    if (!location.verified) return googleError(res, 400, 'FAILED_PRECONDITION', 'Precondition check failed.');
    const sorted = [...location.reviews].sort((a, b) => b.updateTime.localeCompare(a.updateTime));
    const page = paginate(sorted, url, 50, pageSizeCap.reviews, 50);
    if (!page) return invalidPageToken(res);
    const stars = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
    const total = location.reviews.length;
    const average = total ? location.reviews.reduce((sum, r) => sum + stars[r.starRating], 0) / total : 0;
    return json(
      res,
      200,
      compact({ reviews: page.items, averageRating: average, totalReviewCount: total, nextPageToken: page.next }),
    );
  }

  function reply(
    method: string,
    res: ServerResponse,
    user: FakeUser,
    reviewName: string,
    accountName: string,
    body: string,
  ): void {
    if (!user.accounts.some((a) => a.name === accountName))
      return googleError(res, 403, 'PERMISSION_DENIED', 'The caller does not have permission');
    const review = data.review(reviewName);
    if (!review) return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
    if (method === 'DELETE') {
      if (!review.reviewReply) return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
      delete review.reviewReply;
      return json(res, 200, {});
    }
    let comment: unknown;
    try {
      comment = (JSON.parse(body) as { comment?: unknown }).comment;
    } catch {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    if (typeof comment !== 'string' || comment.trim() === '' || Buffer.byteLength(comment) > 4096) {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
    }
    review.reviewReply = { comment, updateTime: new Date(now()).toISOString() };
    return json(res, 200, review.reviewReply);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: {
      authorizeUrl: `${origin}/o/oauth2/v2/auth`,
      tokenUrl: `${origin}/token`,
      accountManagementBaseUrl: `${origin}/accountmanagement/v1`,
      businessInformationBaseUrl: `${origin}/businessinformation/v1`,
      myBusinessBaseUrl: `${origin}/mybusiness/v4`,
    },
    clientId,
    clientSecret,
    data,
    oauth,
    requests,
    pageSizeCap,
    consentAs: (email, opts = {}) => {
      consenting = email ? { email, scope: opts.scope ?? GRANTED_SCOPE } : null;
    },
    failNext: (count, opts = {}) => {
      for (let i = 0; i < count; i++)
        failures.push({
          status: opts.status ?? 429,
          ...(opts.retryAfterSeconds !== undefined ? { retryAfterSeconds: opts.retryAfterSeconds } : {}),
        });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
