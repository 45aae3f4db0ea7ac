import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ProviderAccessRevokedError,
  ProviderNoAccessError,
  ProviderRateLimitedError,
} from './businessProfile.errors.ts';
import { discoverLocations, listAllLocations, listAllReviews } from './businessProfile.paging.ts';
import type { ProviderGrant, ProviderTokens } from './businessProfile.types.ts';
import { createGoogleBusinessProfile } from './googleBusinessProfile.ts';
import { startFakeGoogleServer } from './testing/fakeGoogleServer.ts';
import type { FakeGoogleServer } from './testing/fakeGoogleServer.ts';

const OWNER = 'owner@maison-doree.example';
const REDIRECT = 'http://localhost:8080/api/v1/google/callback';

let fake: FakeGoogleServer;
let delays: number[];
let account: string;

function adapter() {
  return createGoogleBusinessProfile({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    urls: fake.urls,
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 0.5,
  });
}

function grantFor(email: string, onTokens?: (t: ProviderTokens) => void): ProviderGrant {
  const issued = fake.oauth.issueTokens(email);
  return {
    accessToken: issued.accessToken,
    refreshToken: issued.refreshToken,
    expiresAt: new Date(Date.now() + issued.expiresIn * 1000),
    ...(onTokens ? { onTokens } : {}),
  };
}

beforeEach(async () => {
  fake = await startFakeGoogleServer();
  delays = [];
  account = fake.data.addAccount(OWNER, { accountName: 'Maison Dorée Boulangeries' });
});

afterEach(async () => {
  await fake.close();
});

describe('createGoogleBusinessProfile', () => {
  it('should walk the consent redirect and exchange the code for tokens and the account email', async () => {
    const google = adapter();
    fake.consentAs(OWNER);
    const consent = new URL(google.authorizationUrl({ state: 'xsrf-1', redirectUri: REDIRECT }));
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      access_type: 'offline',
      prompt: 'consent',
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/business.manage openid email',
    });

    const answer = await fetch(consent, { redirect: 'manual' });
    const callback = new URL(answer.headers.get('location')!);
    expect(callback.searchParams.get('state')).toBe('xsrf-1');
    const tokens = await google.exchangeCode({ code: callback.searchParams.get('code')!, redirectUri: REDIRECT });

    expect(tokens.accountEmail).toBe(OWNER);
    expect(tokens.refreshToken).toMatch(/^1\/\/0g/);
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it('should raise ProviderNoAccessError when the user unticked the business permission', async () => {
    fake.consentAs(OWNER, { scope: 'openid https://www.googleapis.com/auth/userinfo.email' });
    const answer = await fetch(adapter().authorizationUrl({ state: 's', redirectUri: REDIRECT }), {
      redirect: 'manual',
    });
    const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;

    await expect(adapter().exchangeCode({ code, redirectUri: REDIRECT })).rejects.toBeInstanceOf(ProviderNoAccessError);
  });

  it('should follow page tokens through several pages of locations and reviews', async () => {
    for (let i = 1; i <= 5; i++) {
      fake.data.addLocation(account, {
        title: `Maison Dorée ${i}`,
        address: { regionCode: 'FR', postalCode: '75011', locality: 'Paris', addressLines: [`${i} Rue Oberkampf`] },
      });
    }
    const location = fake.data.account(account).locations[0]!.name;
    for (let i = 0; i < 7; i++) fake.data.addReview(account, location, { rating: i % 2 ? 5 : 4, comment: `Avis ${i}` });
    fake.pageSizeCap.locations = 2;
    fake.pageSizeCap.reviews = 3;
    const google = adapter();
    const grant = grantFor(OWNER);

    const locations = await listAllLocations(google, grant, account);
    const { reviews, summary } = await listAllReviews(google, grant, account, location);

    expect(locations.map((l) => l.title)).toEqual([1, 2, 3, 4, 5].map((i) => `Maison Dorée ${i}`));
    expect(locations[0]).toMatchObject({
      address: { formatted: '1 Rue Oberkampf, 75011 Paris', locality: 'Paris', regionCode: 'FR' },
      averageRating: 4.4,
      totalReviews: 7,
      newReviewUri: expect.stringContaining('writereview?placeid='),
    });
    expect(reviews).toHaveLength(7);
    expect(new Set(reviews.map((r) => r.externalId)).size).toBe(7);
    expect(summary).toEqual({ averageRating: 4.4, totalReviewCount: 7 });
    const locationCalls = fake.requests.filter((r) => r.path.endsWith('/locations'));
    expect(locationCalls).toHaveLength(3);
    expect(locationCalls.every((r) => r.query.readMask?.includes('metadata'))).toBe(true);
  });

  it('should map star ratings, reviewers and replies', async () => {
    const location = fake.data.addLocation(account, { title: 'Lyon' });
    fake.data.addReview(account, location, {
      rating: 2,
      comment: 'Long wait',
      reviewer: 'Emma Walker',
      reply: 'Sorry!',
    });
    fake.data.addReview(account, location, { rating: 5, anonymous: true });

    const page = await adapter().listReviews(grantFor(OWNER), account, location);

    expect(page.reviews.map((r) => [r.rating, r.reviewerName, r.comment, r.reply?.comment ?? null])).toEqual([
      [2, 'Emma Walker', 'Long wait', 'Sorry!'],
      [5, 'A Google User', null, null],
    ]);
    expect(page.reviews[1]).toMatchObject({ isAnonymous: true, reviewerPhotoUrl: null });
  });

  it('should refresh after a 401, retry once and report the new tokens', async () => {
    fake.data.addLocation(account, { title: 'Bordeaux' });
    const reported: ProviderTokens[] = [];
    const grant = grantFor(OWNER, (t) => reported.push(t));
    const before = grant.accessToken;
    fake.oauth.expireAccessTokens();

    const page = await adapter().listLocations(grant, account);

    expect(page.locations).toHaveLength(1);
    expect(reported).toHaveLength(1);
    expect(reported[0]!.accessToken).not.toBe(before);
    expect(grant.accessToken).toBe(reported[0]!.accessToken);
    expect(fake.requests.filter((r) => r.path === '/token')).toHaveLength(1);
  });

  it('should refresh before calling when the stored expiry has passed', async () => {
    const grant = { ...grantFor(OWNER), expiresAt: new Date(Date.now() - 1000) };
    const reported: ProviderTokens[] = [];
    grant.onTokens = (t: ProviderTokens) => void reported.push(t);

    await adapter().listAccounts(grant);

    expect(fake.requests.map((r) => r.path)).toEqual(['/token', '/accountmanagement/v1/accounts']);
    expect(reported).toHaveLength(1);
  });

  it('should raise ProviderAccessRevokedError when the refresh token was revoked', async () => {
    const grant = grantFor(OWNER);
    fake.oauth.revoke(OWNER);

    await expect(adapter().listAccounts(grant)).rejects.toBeInstanceOf(ProviderAccessRevokedError);
    await expect(adapter().refresh(grant.refreshToken)).rejects.toMatchObject({ code: 'invalid_grant' });
  });

  it('should raise ProviderNoAccessError on 403 PERMISSION_DENIED and on zero accounts', async () => {
    fake.data.addUser('denied@example.com', { denyAccess: true });
    fake.data.addUser('empty@example.com');

    await expect(adapter().listAccounts(grantFor('denied@example.com'))).rejects.toBeInstanceOf(ProviderNoAccessError);
    await expect(adapter().listAccounts(grantFor('empty@example.com'))).rejects.toBeInstanceOf(ProviderNoAccessError);
  });

  it('should raise ProviderNoAccessError from discoverLocations when no account has a location', async () => {
    await expect(discoverLocations(adapter(), grantFor(OWNER))).rejects.toBeInstanceOf(ProviderNoAccessError);
  });

  it('should back off on 429 and 503, then succeed', async () => {
    fake.failNext(2, { status: 429 });
    fake.failNext(1, { status: 503 });

    const accounts = await adapter().listAccounts(grantFor(OWNER));

    expect(accounts).toEqual([{ id: account, name: 'Maison Dorée Boulangeries', type: 'LOCATION_GROUP' }]);
    // Exponential from 1 s with the jitter fixed at its middle: 750, 1500, 3000.
    expect(delays).toEqual([750, 1500, 3000]);
  });

  it('should honour Retry-After and give up with ProviderRateLimitedError after its retries', async () => {
    fake.failNext(5, { status: 429, retryAfterSeconds: 7 });

    const failure = adapter().listAccounts(grantFor(OWNER));

    await expect(failure).rejects.toBeInstanceOf(ProviderRateLimitedError);
    await expect(failure).rejects.toMatchObject({ retryAfterMs: 7000 });
    expect(delays).toEqual([7000, 7000, 7000, 7000]);
  });

  it('should put and delete a reply on Google', async () => {
    const location = fake.data.addLocation(account, { title: 'Nantes' });
    const review = fake.data.addReview(account, location, { rating: 4, comment: 'Très bon pain' });
    const google = adapter();
    const grant = grantFor(OWNER);

    const reply = await google.replyToReview(grant, review, 'Merci beaucoup !');
    expect(reply.comment).toBe('Merci beaucoup !');
    expect(fake.data.review(review)?.reviewReply?.comment).toBe('Merci beaucoup !');
    const put = fake.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/mybusiness/v4/${review}/reply`);
    expect(JSON.parse(put.body)).toEqual({ comment: 'Merci beaucoup !' });

    await google.deleteReply(grant, review);
    expect(fake.data.review(review)?.reviewReply).toBeUndefined();
    await expect(google.deleteReply(grant, review)).resolves.toBeUndefined();
  });

  it('should be tested against a fake that, like Google, requires the read mask', async () => {
    const grant = grantFor(OWNER);

    const answer = await fetch(`${fake.urls.businessInformationBaseUrl}/${account}/locations`, {
      headers: { authorization: `Bearer ${grant.accessToken}` },
    });

    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
  });

  it('should list an unverified location without a rating', async () => {
    fake.data.addLocation(account, { title: 'Lille', verified: false });

    const page = await adapter().listLocations(grantFor(OWNER), account);

    expect(page.locations[0]).toMatchObject({ title: 'Lille', averageRating: null, totalReviews: 0 });
  });
});
