import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSandboxBusinessProfile,
  ProviderRateLimitedError,
  SANDBOX_ACCOUNT,
  SANDBOX_IDENTITIES,
  type BusinessProfileProvider,
} from '../../adapters/google/index.ts';
import { SANDBOX_LOCATIONS } from '../../adapters/google/sandbox/sandboxCatalog.ts';
import type { Database } from '../../db/database.ts';
import { locations, reviews, reviewSyncs } from '../../db/schema/index.ts';
import { createLiveBus, type LiveBus, type LiveDelivery } from '../../lib/live/index.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createGrantStore } from '../businessProfile/businessProfile.grants.ts';
import { openTestDatabase } from '../../../test/database.ts';
import { createLocation, createTeam } from '../../../test/fixtures.ts';
import { importReviews, RUN_LEASE_MS, type ImportDeps } from './reviews.import.ts';

// The sandbox's reviews are a pure function of the clock: a fixed one gives a fixed history.
let clock = new Date('2026-03-01T12:00:00Z');
const now = () => clock;
const sandbox = createSandboxBusinessProfile({ seed: 'import-test', now });
const grants = (database: Database) => createGrantStore(database.db, createSecretBox('test-secret', 'bp'), 'sandbox');

let database: Database;
let live: LiveBus;
let organizationId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  live = createLiveBus(database, { logError: () => undefined });
  ({ organizationId } = await createTeam(database.db, 'Import Org'));
  const tokens = await sandbox.exchangeCode({ code: SANDBOX_IDENTITIES.owner.code, redirectUri: '/x' });
  await grants(database).save(organizationId, (await database.db.query.users.findFirst())!.id, tokens, null);
});
afterAll(async () => {
  await live.close();
  await database.close();
});

/** A connected location of the organization, with its sync cursor. */
async function connectedLocation(index: number, organization = organizationId): Promise<string> {
  const id = await createLocation(database.db, organization);
  const external = SANDBOX_LOCATIONS[index]!.externalId;
  await database.db.update(locations).set({ googleLocationId: external }).where(eq(locations.id, id));
  await database.db
    .insert(reviewSyncs)
    .values({ locationId: id, organizationId: organization, googleAccountId: SANDBOX_ACCOUNT.id });
  return id;
}

const deps = (provider: BusinessProfileProvider = sandbox): ImportDeps => ({
  db: database.db,
  provider,
  grants: grants(database),
  now,
  live,
  pageSize: 20,
});
const storedCount = async (locationId: string) =>
  (await database.db.select({ n: count() }).from(reviews).where(eq(reviews.locationId, locationId)))[0]!.n;
const syncOf = async (locationId: string) =>
  (await database.db.select().from(reviewSyncs).where(eq(reviewSyncs.locationId, locationId)))[0]!;

/** The sandbox, failing once on the nth call of listReviews with the error given. */
function failingOnCall(n: number, error: Error) {
  let calls = 0;
  const tokens: Array<string | undefined> = [];
  const provider: BusinessProfileProvider = {
    ...sandbox,
    kind: sandbox.kind,
    async listReviews(grant, account, location, options) {
      calls += 1;
      tokens.push(options?.pageToken);
      if (calls === n) throw error;
      return sandbox.listReviews(grant, account, location, options);
    },
  };
  return { provider, tokens };
}

describe('importReviews', () => {
  it('should import every review once, keep the totals current, and change nothing when run again', async () => {
    clock = new Date('2026-03-01T12:00:00Z');
    const locationId = await connectedLocation(0);
    const first = await importReviews(deps(), { locationId, mode: 'full' });
    expect(first.status).toBe('done');
    const page = await sandbox.listReviews(
      (await grants(database).grantFor(organizationId))!,
      SANDBOX_ACCOUNT.id,
      SANDBOX_LOCATIONS[0]!.externalId,
      { pageSize: 1 },
    );
    expect(await storedCount(locationId)).toBe(page.totalReviewCount);
    expect(page.totalReviewCount).toBeGreaterThan(40);
    const [location] = await database.db.select().from(locations).where(eq(locations.id, locationId));
    expect(location?.totalReviews).toBe(page.totalReviewCount);
    expect(Number(location?.averageRating)).toBeCloseTo(page.averageRating ?? 0, 1);

    const again = await importReviews(deps(), { locationId, mode: 'full' });
    expect(again).toMatchObject({ status: 'done', imported: page.totalReviewCount });
    expect(await storedCount(locationId)).toBe(page.totalReviewCount);
  });

  it('should read only new reviews in an incremental run', async () => {
    clock = new Date('2026-03-01T12:00:00Z');
    const locationId = await connectedLocation(1);
    await importReviews(deps(), { locationId, mode: 'full' });
    const before = await storedCount(locationId);
    clock = new Date('2026-03-20T12:00:00Z');
    const result = await importReviews(deps(), { locationId, mode: 'incremental' });
    expect(result.status).toBe('done');
    if (result.status !== 'done') return;
    expect(result.pages).toBe(1);
    expect(result.imported).toBeGreaterThan(0);
    expect(await storedCount(locationId)).toBe(before + result.imported);
  });

  it('should announce the reviews a later sync inserts, and none of the first import', async () => {
    clock = new Date('2026-03-01T12:00:00Z');
    // Its own organization: the sandbox's locations are each connected once per organization.
    const other = (await createTeam(database.db, 'Live Import Org')).organizationId;
    const tokens = await sandbox.exchangeCode({ code: SANDBOX_IDENTITIES.owner.code, redirectUri: '/x' });
    await grants(database).save(other, (await database.db.query.users.findFirst())!.id, tokens, null);
    const locationId = await connectedLocation(0, other);
    const received: LiveDelivery[] = [];
    const unsubscribe = await live.subscribe(other, (delivery) => received.push(delivery));
    try {
      await importReviews(deps(), { locationId, mode: 'full' });
      const firstIds = new Set((await database.db.select({ id: reviews.id }).from(reviews)).map((row) => row.id));
      clock = new Date('2026-03-20T12:00:00Z');
      const result = await importReviews(deps(), { locationId, mode: 'incremental' });
      const added = (
        await database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.locationId, locationId))
      )
        .map((row) => row.id)
        .filter((id) => !firstIds.has(id));
      expect(added.length).toBeGreaterThan(0);
      expect(result).toMatchObject({ status: 'done' });
      // On PostgreSQL the events come back through LISTEN: wait for them.
      await expect.poll(() => received.length).toBeGreaterThanOrEqual(added.length);
      const announced = received.flatMap((delivery) =>
        delivery.type === 'event' && delivery.message.kind === 'review.created' ? [delivery.message] : [],
      );
      expect(announced.map((message) => message.data.review_id).sort()).toEqual([...added].sort());
      expect(announced.every((message) => message.data.location_id === locationId)).toBe(true);
    } finally {
      unsubscribe();
    }
  });

  it('should analyse what it stores, and hand a later sync’s new reviews (not the first import’s) to the alerts', async () => {
    clock = new Date('2026-03-01T12:00:00Z');
    const other = (await createTeam(database.db, 'Alerting Import Org')).organizationId;
    const tokens = await sandbox.exchangeCode({ code: SANDBOX_IDENTITIES.owner.code, redirectUri: '/x' });
    await grants(database).save(other, (await database.db.query.users.findFirst())!.id, tokens, null);
    const locationId = await connectedLocation(1, other);
    const queued: Array<{ id: string; rating: number | null }> = [];
    const alerting = { ...deps(), alerts: { queue: async (rows: typeof queued) => void queued.push(...rows) } };
    await importReviews(alerting, { locationId, mode: 'full' });
    expect(queued).toEqual([]);
    const firstIds = new Set((await database.db.select({ id: reviews.id }).from(reviews)).map((row) => row.id));
    clock = new Date('2026-03-20T12:00:00Z');
    await importReviews(alerting, { locationId, mode: 'incremental' });
    const stored = await database.db.select().from(reviews).where(eq(reviews.locationId, locationId));
    const added = stored.filter((row) => !firstIds.has(row.id));
    expect(added.length).toBeGreaterThan(0);
    expect(queued.map((row) => row.id).sort()).toEqual(added.map((row) => row.id).sort());
    expect(queued.find((row) => row.id === added[0]!.id)?.rating).toBe(added[0]!.rating);
    // Every stored review has its sentiment (and topics when its words name one).
    expect(stored.every((row) => row.sentiment !== null)).toBe(true);
    expect(stored.some((row) => row.topics.length > 0)).toBe(true);
  });

  it('should resume after a crash from the page it had reached, without duplicates', async () => {
    clock = new Date('2026-03-01T12:00:00Z');
    const locationId = await connectedLocation(2);
    const crashing = failingOnCall(3, new Error('worker crashed'));
    await expect(importReviews(deps(crashing.provider), { locationId, mode: 'full' })).rejects.toThrow(
      'worker crashed',
    );
    const halfway = await syncOf(locationId);
    expect(halfway).toMatchObject({ status: 'failed', pagesDone: 2 });
    expect(halfway.pageToken).not.toBeNull();
    expect(await storedCount(locationId)).toBe(40);

    const resumed = failingOnCall(0, new Error('never'));
    const result = await importReviews(deps(resumed.provider), { locationId, mode: 'full' });
    expect(result.status).toBe('done');
    expect(resumed.tokens[0]).toBe(halfway.pageToken);
    const [location] = await database.db.select().from(locations).where(eq(locations.id, locationId));
    expect(await storedCount(locationId)).toBe(location?.totalReviews);
  });

  it('should take over a run whose worker stopped writing, and leave a live one alone', async () => {
    const locationId = await connectedLocation(3);
    await database.db
      .update(reviewSyncs)
      .set({ status: 'running', lastRunAt: clock })
      .where(eq(reviewSyncs.locationId, locationId));
    expect(await importReviews(deps(), { locationId, mode: 'full' })).toEqual({ status: 'skipped', reason: 'busy' });
    clock = new Date(clock.getTime() + RUN_LEASE_MS + 1000);
    expect((await importReviews(deps(), { locationId, mode: 'full' })).status).toBe('done');
  });

  it('should back off on 429 and resume after the wait', async () => {
    clock = new Date('2026-03-01T12:00:00Z');
    const locationId = await connectedLocation(4);
    const limited = failingOnCall(2, new ProviderRateLimitedError(30_000));
    expect(await importReviews(deps(limited.provider), { locationId, mode: 'full' })).toEqual({
      status: 'rate-limited',
      retryAfterMs: 30_000,
    });
    const waiting = await syncOf(locationId);
    expect(waiting.retryAt?.getTime()).toBe(clock.getTime() + 30_000);
    expect(await importReviews(deps(), { locationId, mode: 'full' })).toEqual({ status: 'skipped', reason: 'waiting' });

    clock = new Date(clock.getTime() + 31_000);
    const result = await importReviews(deps(), { locationId, mode: 'full' });
    expect(result.status).toBe('done');
    const total = (await database.db.select().from(locations).where(eq(locations.id, locationId)))[0]!.totalReviews;
    expect(await storedCount(locationId)).toBe(total);
  });

  it('should skip a location that is not connected to the business profile', async () => {
    const locationId = await createLocation(database.db, organizationId);
    expect(await importReviews(deps(), { locationId, mode: 'full' })).toEqual({
      status: 'skipped',
      reason: 'not-connected',
    });
  });
});
