import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSandboxBusinessProfile,
  SANDBOX_ACCOUNT,
  SANDBOX_IDENTITIES,
  type BusinessProfileProvider,
} from '../../adapters/google/index.ts';
import { SANDBOX_LOCATIONS } from '../../adapters/google/sandbox/sandboxCatalog.ts';
import type { Database } from '../../db/database.ts';
import { campaigns, locations, reviews, reviewSyncs, rewardEntries, rewards } from '../../db/schema/index.ts';
import { createLiveBus, type LiveBus } from '../../lib/live/index.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { openTestDatabase } from '../../../test/database.ts';
import { createTeam, type Team } from '../../../test/fixtures.ts';
import { createGrantStore } from '../businessProfile/businessProfile.grants.ts';
import { createAttributionRepository } from '../campaigns/attribution.repository.ts';
import { insertCampaign, locationsOf } from '../campaigns/campaigns.fixtures.ts';
import { createCloseOut } from '../campaigns/campaigns.jobs.ts';
import { createCampaignsRepository } from '../campaigns/campaigns.repository.ts';
import { rankingsOf } from '../campaigns/campaigns.standings.ts';
import { createRewardLedger } from '../rewards/rewardLedger.repository.ts';
import { importReviews, type ImportDeps } from './reviews.import.ts';

// The sandbox's reviews are a pure function of the clock: a fixed one gives a fixed history.
const clock = new Date('2026-03-01T12:00:00Z');
const sandbox = createSandboxBusinessProfile({ seed: 'removals-test', now: () => clock });

let database: Database;
let live: LiveBus;
beforeAll(async () => {
  database = await openTestDatabase();
  live = createLiveBus(database, { logError: () => undefined });
});
afterAll(async () => {
  await live.close();
  await database.close();
});

/** A team whose seller's location is connected to the sandbox's first location. */
async function connectedTeam(): Promise<{ team: Team; locationId: string }> {
  const team = await createTeam(database.db, `Removals ${Math.random()}`);
  const [locationId = ''] = await locationsOf(database.db, team.seller.id);
  const grants = createGrantStore(database.db, createSecretBox('test-secret', 'bp'), 'sandbox');
  const tokens = await sandbox.exchangeCode({ code: SANDBOX_IDENTITIES.owner.code, redirectUri: '/x' });
  await grants.save(team.organizationId, team.owner.id, tokens, null);
  await database.db
    .update(locations)
    .set({ googleLocationId: SANDBOX_LOCATIONS[0]!.externalId })
    .where(eq(locations.id, locationId));
  await database.db
    .insert(reviewSyncs)
    .values({ locationId, organizationId: team.organizationId, googleAccountId: SANDBOX_ACCOUNT.id });
  return { team, locationId };
}

const deps = (provider: BusinessProfileProvider = sandbox): ImportDeps => ({
  db: database.db,
  provider,
  grants: createGrantStore(database.db, createSecretBox('test-secret', 'bp'), 'sandbox'),
  now: () => clock,
  live,
  pageSize: 20,
});

/** The sandbox without some reviews (Google removed them), or answering nothing at all (a hiccup). */
function googleWithout(removed: Set<string> | 'everything'): BusinessProfileProvider {
  return {
    ...sandbox,
    kind: sandbox.kind,
    async listReviews(grant, account, location, options) {
      const page = await sandbox.listReviews(grant, account, location, options);
      if (removed === 'everything') return { reviews: [], averageRating: null, totalReviewCount: 0 };
      return { ...page, reviews: page.reviews.filter((review) => !removed.has(review.externalId)) };
    },
  };
}

const storedCount = async (locationId: string) =>
  (await database.db.select({ n: count() }).from(reviews).where(eq(reviews.locationId, locationId)))[0]!.n;

/** A stored Google review of the location, attributed to the team's seller, and a campaign around its day. */
async function countedReview(team: Team, locationId: string) {
  const [review] = await database.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.locationId, locationId), eq(reviews.source, 'google')))
    .limit(1);
  if (!review) throw new Error('no review imported');
  await database.db
    .update(reviews)
    .set({ sellerId: team.seller.id, attribution: 'corrected' })
    .where(eq(reviews.id, review.id));
  const day = (offset: number) =>
    new Date(review.reviewedAt.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const campaignId = await insertCampaign(database.db, {
    organizationId: team.organizationId,
    locationIds: [locationId],
    participantIds: [team.seller.id],
    reviewsTarget: 1,
    startDate: day(-2),
    endDate: day(2),
  });
  return { review, campaignId, endDate: day(2) };
}

/** How many reviews the seller's live ranking counts. */
async function countedFor(campaignId: string, team: Team): Promise<number> {
  const repository = createCampaignsRepository(database.db);
  const [campaign] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  const parts = (await repository.partsOf(team.organizationId, [campaignId])).get(campaignId)!;
  const [ranking] = await rankingsOf(
    createAttributionRepository(database.db),
    campaign!,
    parts,
    await repository.timezoneOf(team.organizationId),
  );
  return ranking?.reviewIds.get(team.seller.id)?.length ?? 0;
}

describe('reviews Google removes', () => {
  it('should remove, at the end of a full run, a review Google no longer lists, and the ranking stops counting it', async () => {
    const { team, locationId } = await connectedTeam();
    await importReviews(deps(), { locationId, mode: 'full' });
    const before = await storedCount(locationId);
    const { review, campaignId } = await countedReview(team, locationId);
    expect(await countedFor(campaignId, team)).toBe(1);

    const result = await importReviews(deps(googleWithout(new Set([review.googleReviewId!]))), {
      locationId,
      mode: 'full',
    });

    expect(result).toMatchObject({ status: 'done', removed: 1 });
    expect(await storedCount(locationId)).toBe(before - 1);
    expect(await database.db.select().from(reviews).where(eq(reviews.id, review.id))).toEqual([]);
    expect(await countedFor(campaignId, team)).toBe(0);
  });

  it('should flag, never change, a closed-out reward whose review Google removed', async () => {
    const { team, locationId } = await connectedTeam();
    await importReviews(deps(), { locationId, mode: 'full' });
    const { review, campaignId, endDate } = await countedReview(team, locationId);
    // Two days after the end date: over wherever the organization is.
    const after = createCloseOut({
      db: database.db,
      now: () => new Date(new Date(`${endDate}T12:00:00Z`).getTime() + 2 * 86_400_000),
    });
    expect(await after.closeOne(campaignId)).toBe(1);
    const [reward] = await database.db.select().from(rewards).where(eq(rewards.campaignId, campaignId));

    await importReviews(deps(googleWithout(new Set([review.googleReviewId!]))), { locationId, mode: 'full' });

    const [kept] = await database.db.select().from(rewards).where(eq(rewards.id, reward!.id));
    expect(kept).toEqual(reward);
    const entries = await database.db.select().from(rewardEntries).where(eq(rewardEntries.rewardId, reward!.id));
    expect(entries.map((entry) => entry.kind)).toEqual(['pending']);
    expect(await createRewardLedger(database.db).removedReviewIds(team.organizationId, reward!.id)).toEqual([
      review.id,
    ]);
  });

  it('should never remove in an incremental run', async () => {
    const { team, locationId } = await connectedTeam();
    await importReviews(deps(), { locationId, mode: 'full' });
    const before = await storedCount(locationId);
    const { review, campaignId } = await countedReview(team, locationId);

    const result = await importReviews(deps(googleWithout(new Set([review.googleReviewId!]))), {
      locationId,
      mode: 'incremental',
    });

    expect(result).toMatchObject({ status: 'done', removed: 0 });
    expect(await storedCount(locationId)).toBe(before);
    expect(await countedFor(campaignId, team)).toBe(1);
  });

  it('should remove nothing when a run fails, and only the unseen once the resumed run completes', async () => {
    const { locationId } = await connectedTeam();
    await importReviews(deps(), { locationId, mode: 'full' });
    const before = await storedCount(locationId);
    const [last] = await database.db
      .select()
      .from(reviews)
      .where(eq(reviews.locationId, locationId))
      .orderBy(reviews.reviewUpdatedAt)
      .limit(1);
    const without = googleWithout(new Set([last!.googleReviewId!]));
    let calls = 0;
    const crashing: BusinessProfileProvider = {
      ...without,
      kind: sandbox.kind,
      async listReviews(...args) {
        calls += 1;
        if (calls === 2) throw new Error('worker crashed');
        return without.listReviews(...args);
      },
    };
    await expect(importReviews(deps(crashing), { locationId, mode: 'full' })).rejects.toThrow('worker crashed');
    expect(await storedCount(locationId)).toBe(before);

    // The resumed run keeps its id: the first page's reviews, seen before the crash, stay.
    const result = await importReviews(deps(without), { locationId, mode: 'full' });
    expect(result).toMatchObject({ status: 'done', removed: 1 });
    expect(await storedCount(locationId)).toBe(before - 1);
  });

  it('should not wipe a location when Google answers no review, nor remove more than half of it', async () => {
    const { locationId } = await connectedTeam();
    await importReviews(deps(), { locationId, mode: 'full' });
    const stored = await database.db.select().from(reviews).where(eq(reviews.locationId, locationId));

    const empty = await importReviews(deps(googleWithout('everything')), { locationId, mode: 'full' });
    expect(empty).toMatchObject({ status: 'done', removed: 0, held: expect.stringContaining('Removal held') });
    expect(await storedCount(locationId)).toBe(stored.length);

    const most = new Set(stored.slice(0, Math.ceil(stored.length / 2) + 1).map((review) => review.googleReviewId!));
    const truncated = await importReviews(deps(googleWithout(most)), { locationId, mode: 'full' });
    expect(truncated).toMatchObject({ status: 'done', removed: 0 });
    expect(await storedCount(locationId)).toBe(stored.length);
    const [sync] = await database.db.select().from(reviewSyncs).where(eq(reviewSyncs.locationId, locationId));
    expect(sync?.lastError).toMatch(/Removal held/);
  });
});
