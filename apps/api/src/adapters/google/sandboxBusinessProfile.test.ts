import { describe, expect, it } from 'vitest';
import { ProviderAccessRevokedError, ProviderNoAccessError } from './businessProfile.errors.ts';
import { discoverLocations, listAllLocations, listAllReviews } from './businessProfile.paging.ts';
import type { ProviderGrant, ProviderReview, ProviderTokens } from './businessProfile.types.ts';
import { createBusinessProfileProvider } from './index.ts';
import { SANDBOX_ACCOUNT, SANDBOX_IDENTITIES } from './sandbox/sandboxCatalog.ts';
import { createSandboxBusinessProfile } from './sandboxBusinessProfile.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const DAY = 86_400_000;

function sandbox(seed: number | string, at: Date, extra: { locationPageSize?: number } = {}) {
  return createSandboxBusinessProfile({ seed, now: () => at, ...extra });
}

async function ownerGrant(provider = sandbox(1, NOW)): Promise<ProviderGrant> {
  return provider.exchangeCode({ code: SANDBOX_IDENTITIES.owner.code, redirectUri: '/cb' });
}

async function allReviews(seed: number | string, at: Date): Promise<ProviderReview[]> {
  const provider = sandbox(seed, at);
  const grant = await ownerGrant(provider);
  const found = await discoverLocations(provider, grant);
  const reviews = [];
  for (const location of found[0]!.locations) {
    reviews.push(...(await listAllReviews(provider, grant, SANDBOX_ACCOUNT.id, location.externalId)).reviews);
  }
  return reviews;
}

describe('createSandboxBusinessProfile', () => {
  it('should give the same account, locations and reviews for the same seed and clock', async () => {
    const first = sandbox(7, NOW);
    const second = sandbox(7, NOW);

    const [a, b] = await Promise.all([
      listAllLocations(first, await ownerGrant(first), SANDBOX_ACCOUNT.id),
      listAllLocations(second, await ownerGrant(second), SANDBOX_ACCOUNT.id),
    ]);

    expect(a).toEqual(b);
    expect(await allReviews(7, NOW)).toEqual(await allReviews(7, NOW));
    expect(await allReviews(8, NOW)).not.toEqual(await allReviews(7, NOW));
  });

  it('should list the eight Maison Dorée bakeries with French addresses and review links', async () => {
    const provider = sandbox(1, NOW, { locationPageSize: 3 });
    const locations = await listAllLocations(provider, await ownerGrant(provider), SANDBOX_ACCOUNT.id);

    expect(locations.map((l) => l.address?.locality)).toEqual([
      'Paris',
      'Lyon',
      'Bordeaux',
      'Lille',
      'Nantes',
      'Toulouse',
      'Marseille',
      'Strasbourg',
    ]);
    for (const location of locations) {
      expect(location.externalId).toMatch(/^locations\/\d+$/);
      expect(location.newReviewUri).toBe(`https://search.google.com/local/writereview?placeid=${location.placeId}`);
      expect(location.totalReviews).toBeGreaterThan(50);
      expect(location.averageRating).toBeGreaterThanOrEqual(3.5);
    }
  });

  it('should spread realistic reviews over the past 18 months in both languages', async () => {
    const reviews = await allReviews(1, NOW);

    expect(reviews.every((r) => Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5)).toBe(true);
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(reviews.filter((r) => r.rating >= 4).length / reviews.length).toBeGreaterThan(0.7);
    expect(reviews.some((r) => r.language === 'fr' && r.comment?.includes('croissants'))).toBe(true);
    expect(reviews.some((r) => r.language === 'en' && r.comment?.includes('croissant'))).toBe(true);
    expect(reviews.filter((r) => r.language === 'en').length / reviews.length).toBeGreaterThan(0.15);
    const oldest = Math.min(...reviews.map((r) => r.createTime.getTime()));
    expect(NOW.getTime() - oldest).toBeGreaterThan(540 * DAY);
    expect(reviews.every((r) => r.createTime <= NOW)).toBe(true);
    expect(new Set(reviews.map((r) => r.externalId)).size).toBe(reviews.length);
  });

  it('should let new reviews arrive at a later clock and leave the earlier ones as they were', async () => {
    const later = new Date(NOW.getTime() + 30 * DAY);
    const before = await allReviews(3, NOW);
    const after = await allReviews(3, later);
    const afterById = new Map(after.map((r) => [r.externalId, r]));

    expect(after.length).toBeGreaterThan(before.length);
    for (const review of before) expect(afterById.get(review.externalId)).toEqual(review);
    expect(after.filter((r) => r.createTime > NOW).length).toBe(after.length - before.length);
  });

  it('should keep its page tokens on the clock of the first page', async () => {
    let at = NOW;
    const provider = createSandboxBusinessProfile({ seed: 1, now: () => at });
    const grant = await ownerGrant(provider);
    const location = (await provider.listLocations(grant, SANDBOX_ACCOUNT.id)).locations[0]!.externalId;

    const first = await provider.listReviews(grant, SANDBOX_ACCOUNT.id, location, { pageSize: 10 });
    at = new Date(NOW.getTime() + 60 * DAY);
    const second = await provider.listReviews(grant, SANDBOX_ACCOUNT.id, location, {
      pageSize: 10,
      pageToken: first.nextPageToken!,
    });

    expect(second.totalReviewCount).toBe(first.totalReviewCount);
    expect(second.reviews[0]!.createTime.getTime()).toBeLessThanOrEqual(first.reviews.at(-1)!.createTime.getTime());
  });

  it('should read only what changed since the last sync', async () => {
    const provider = sandbox(1, NOW);
    const grant = await ownerGrant(provider);
    const location = (await provider.listLocations(grant, SANDBOX_ACCOUNT.id)).locations[0]!.externalId;
    const since = new Date(NOW.getTime() - 20 * DAY);

    const { reviews, summary } = await listAllReviews(provider, grant, SANDBOX_ACCOUNT.id, location, { since });

    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.length).toBeLessThan(summary.totalReviewCount);
    expect(reviews.every((r) => r.updateTime > since)).toBe(true);
  });

  it('should keep replies per instance and remove them', async () => {
    const provider = sandbox(1, NOW);
    const grant = await ownerGrant(provider);
    const location = (await provider.listLocations(grant, SANDBOX_ACCOUNT.id)).locations[0]!.externalId;
    const review = (await provider.listReviews(grant, SANDBOX_ACCOUNT.id, location)).reviews[0]!;

    await provider.replyToReview(grant, review.externalId, 'Merci !');
    const replied = (await provider.listReviews(grant, SANDBOX_ACCOUNT.id, location)).reviews[0]!;
    await provider.deleteReply(grant, review.externalId);
    const removed = (await provider.listReviews(grant, SANDBOX_ACCOUNT.id, location)).reviews[0]!;

    expect(replied.reply).toEqual({ comment: 'Merci !', updateTime: NOW });
    expect(removed.reply).toBeNull();
    expect((await sandbox(1, NOW).listReviews(grant, SANDBOX_ACCOUNT.id, location)).reviews[0]!.reply).toEqual(
      review.reply,
    );
  });

  it('should raise ProviderNoAccessError for the account without a business profile', async () => {
    const provider = sandbox(1, NOW);
    const tokens = await provider.exchangeCode({ code: SANDBOX_IDENTITIES.noAccess.code, redirectUri: '/cb' });

    expect(tokens.accountEmail).toBe('no-access@sandbox.starcrew.app');
    await expect(provider.listAccounts(tokens)).rejects.toBeInstanceOf(ProviderNoAccessError);
  });

  it('should point authorization at the consent page and reject unknown codes', async () => {
    const provider = sandbox(1, NOW);

    expect(provider.authorizationUrl({ state: 'abc', redirectUri: '/api/v1/google/callback' })).toBe(
      '/api/v1/sandbox/google/consent?state=abc&redirect_uri=%2Fapi%2Fv1%2Fgoogle%2Fcallback',
    );
    await expect(provider.exchangeCode({ code: 'forged', redirectUri: '/cb' })).rejects.toBeInstanceOf(
      ProviderAccessRevokedError,
    );
  });

  it('should refresh an expired grant and report the new tokens, like the Google adapter', async () => {
    const provider = sandbox(1, NOW);
    const reported: ProviderTokens[] = [];
    const grant: ProviderGrant = {
      ...(await ownerGrant(provider)),
      expiresAt: new Date(NOW.getTime() - 1),
      onTokens: (t) => void reported.push(t),
    };

    await provider.listAccounts(grant);

    expect(reported).toHaveLength(1);
    expect(grant.expiresAt.getTime()).toBe(NOW.getTime() + 3_600_000);
  });
});

describe('createBusinessProfileProvider', () => {
  it('should choose Google when both client variables are set, the sandbox when neither is', () => {
    expect(createBusinessProfileProvider({}).kind).toBe('sandbox');
    expect(createBusinessProfileProvider({ GOOGLE_CLIENT_ID: ' ', GOOGLE_CLIENT_SECRET: '' }).kind).toBe('sandbox');
    expect(createBusinessProfileProvider({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).kind).toBe(
      'google',
    );
    expect(() => createBusinessProfileProvider({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });
});
