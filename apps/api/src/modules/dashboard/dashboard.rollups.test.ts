import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSandboxBusinessProfile,
  SANDBOX_ACCOUNT,
  SANDBOX_IDENTITIES,
  type BusinessProfileProvider,
  type ProviderReview,
} from '../../adapters/google/index.ts';
import { SANDBOX_LOCATIONS } from '../../adapters/google/sandbox/sandboxCatalog.ts';
import { migrationsFolder } from '../../db/database.ts';
import { locations, reviews, reviewSyncs, users } from '../../db/schema/index.ts';
import { createLiveBus, type LiveBus } from '../../lib/live/index.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createLocation, createUser, signIn } from '../../../test/fixtures.ts';
import { createGrantStore } from '../businessProfile/businessProfile.grants.ts';
import { collectingTeam, formPost, goodReview } from '../publicReviews/publicReviews.fixtures.ts';
import { importReviews } from '../reviews/reviews.import.ts';
import { tie } from './dashboard.fixtures.ts';

// The rollups (migration dashboard-rollups) must equal a recount of the reviews after every
// path that writes one: the Google import (insert, update), the form, the inbox's deletion,
// attribution, and the cascades of a deleted seller or location. Runs on both engines.

let clock = new Date('2026-03-01T12:00:00Z');
const sandbox = createSandboxBusinessProfile({ seed: 'rollups-test', now: () => clock });

let t: TestApp;
let live: LiveBus;
let link: Awaited<ReturnType<typeof collectingTeam>>;
let googleLocation: string;

beforeAll(async () => {
  t = await createTestApp();
  live = createLiveBus(t.database, { logError: () => undefined });
  link = await collectingTeam(t.database.db, 'Rollups');
  const db = t.database.db;
  const box = createGrantStore(db, createSecretBox('test-secret', 'bp'), 'sandbox');
  const tokens = await sandbox.exchangeCode({ code: SANDBOX_IDENTITIES.owner.code, redirectUri: '/x' });
  await box.save(link.team.organizationId, link.team.owner.id, tokens, null);
  googleLocation = await createLocation(db, link.team.organizationId);
  await db
    .update(locations)
    .set({ googleLocationId: SANDBOX_LOCATIONS[0]!.externalId })
    .where(eq(locations.id, googleLocation));
  await db.insert(reviewSyncs).values({
    locationId: googleLocation,
    organizationId: link.team.organizationId,
    googleAccountId: SANDBOX_ACCOUNT.id,
  });
});
afterAll(async () => {
  await live.close();
  await t.close();
});

const runImport = (provider: BusinessProfileProvider = sandbox) =>
  importReviews(
    {
      db: t.database.db,
      provider,
      grants: createGrantStore(t.database.db, createSecretBox('test-secret', 'bp'), 'sandbox'),
      now: () => clock,
      live,
      pageSize: 20,
    },
    { locationId: googleLocation, mode: 'full' },
  );

type Rows = Array<Record<string, unknown>>;
const rowsOf = async (query: ReturnType<typeof sql>): Promise<Rows> => {
  const result = (await t.database.db.execute(query)) as unknown as { rows: Rows };
  // Numbers as strings or numbers, dates as strings or Dates: compared as text.
  return result.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v)])));
};

const month = sql.raw(`date_trunc('month', reviewed_at at time zone 'UTC')::date`);

/** The rollups as stored (rows every count of which went back to 0 are as good as absent) and as recounted. */
async function compare() {
  const stored = await rowsOf(sql`
    select location_id, month::text as month, reviews, rated, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5, answered, from_form, assigned
    from review_rollups
    where (reviews, rated, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5, answered, from_form, assigned) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    order by location_id, month`);
  const recounted = await rowsOf(sql`
    select location_id, ${month}::text as month, count(*)::int as reviews, count(rating)::int as rated,
      coalesce(sum(rating), 0)::int as rating_sum,
      (count(*) filter (where rating = 1))::int as stars_1, (count(*) filter (where rating = 2))::int as stars_2,
      (count(*) filter (where rating = 3))::int as stars_3, (count(*) filter (where rating = 4))::int as stars_4,
      (count(*) filter (where rating = 5))::int as stars_5,
      (count(*) filter (where reply_text is not null))::int as answered,
      (count(*) filter (where source = 'form'))::int as from_form,
      (count(*) filter (where assigned_to is not null))::int as assigned
    from reviews group by location_id, ${month} order by location_id, 2`);
  const storedMembers = await rowsOf(sql`
    select seller_id, location_id, month::text as month, reviews, rated, rating_sum from member_review_rollups
    where (reviews, rated, rating_sum) <> (0, 0, 0) order by seller_id, location_id, month`);
  const recountedMembers = await rowsOf(sql`
    select seller_id, location_id, ${month}::text as month, count(*)::int as reviews, count(rating)::int as rated,
      coalesce(sum(rating), 0)::int as rating_sum
    from reviews where seller_id is not null and matched_review_id is null
    group by seller_id, location_id, ${month} order by seller_id, location_id, 3`);
  expect(stored).toEqual(recounted);
  expect(storedMembers).toEqual(recountedMembers);
  return { locations: recounted.length, members: recountedMembers.length };
}

const submit = (code: string, fields: Partial<typeof goodReview>) =>
  t.app.inject({
    method: 'POST',
    url: `/reviews/${link.locationId}/${code}`,
    ...formPost({ ...goodReview, ...fields }),
  });

describe('review rollups', () => {
  it('should equal a recount after a Google import', async () => {
    expect((await runImport()).status).toBe('done');
    const counted = await compare();
    expect(counted.locations).toBeGreaterThan(1);
  });

  it('should equal a recount after form submissions, with and without a seller', async () => {
    for (const [code, rating] of [
      [link.sellerCode, '5'],
      [link.sellerCode, '2'],
      [link.locationCode, '4'],
    ] as const) {
      expect((await submit(code, { rating, email: `r${rating}@example.test` })).statusCode).toBe(303);
    }
    const counted = await compare();
    expect(counted.members).toBe(1);
  });

  it('should follow a re-import that changes ratings and replies, and an attribution', async () => {
    const changed: BusinessProfileProvider = {
      ...sandbox,
      kind: sandbox.kind,
      async listReviews(grant, account, location, options) {
        const page = await sandbox.listReviews(grant, account, location, options);
        return {
          ...page,
          reviews: page.reviews.map((review, index) =>
            index % 3 === 0
              ? {
                  ...review,
                  rating: (6 - review.rating) as ProviderReview['rating'],
                  reply: review.reply ? null : { comment: 'Merci !', updateTime: clock },
                  updateTime: new Date(clock.getTime() + 1000),
                }
              : review,
          ),
        };
      },
    };
    clock = new Date('2026-03-02T12:00:00Z');
    expect((await runImport(changed)).status).toBe('done');
    await compare();

    // The attribution of a Google review to a seller (the collection's matching), then to another.
    const db = t.database.db;
    const other = await createUser(db, { organizationId: link.team.organizationId, role: 'seller' });
    await tie(db, link.team.organizationId, other.id, googleLocation);
    const google = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.locationId, googleLocation));
    for (const [index, row] of google.slice(0, 6).entries())
      await db
        .update(reviews)
        .set({ sellerId: index % 2 ? other.id : link.team.seller.id, attribution: 'likely' })
        .where(eq(reviews.id, row.id));
    await db.update(reviews).set({ sellerId: other.id }).where(eq(reviews.id, google[0]!.id));
    expect((await compare()).members).toBeGreaterThan(2);
  });

  it('should follow assignments and replies from the inbox, one review or many at once', async () => {
    const db = t.database.db;
    const owner = await signIn(t.app, link.team.owner.email);
    const [form] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.source, 'form')).limit(1);
    const inbox = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/manager/reviews/${form!.id}/${path}`, headers: bearer(owner), payload });

    expect((await inbox('POST', 'assign', { user_id: link.team.seller.id })).statusCode).toBe(200);
    const assigned = await rowsOf(sql`select sum(assigned)::int as n from review_rollups`);
    expect(assigned).toEqual([{ n: '1' }]);
    await compare();
    expect((await inbox('POST', 'reply', { text: 'Merci beaucoup !' })).statusCode).toBe(200);
    await compare();
    // Reassigned to someone else: still one assigned review, counted once.
    expect((await inbox('POST', 'assign', { user_id: link.team.owner.id })).statusCode).toBe(200);
    await compare();
    expect((await inbox('DELETE', 'assign')).statusCode).toBe(200);
    expect((await inbox('DELETE', 'reply')).statusCode).toBe(200);
    expect(await rowsOf(sql`select sum(assigned)::int as n from review_rollups`)).toEqual([{ n: '0' }]);
    await compare();

    // One statement assigning the Google location's reviews over several months, then half of them back.
    await db.update(reviews).set({ assignedTo: link.team.owner.id }).where(eq(reviews.locationId, googleLocation));
    await compare();
    await db.execute(sql`update reviews set assigned_to = null where location_id = ${googleLocation} and rating >= 4`);
    const counted = await rowsOf(sql`select sum(assigned)::int as n from review_rollups`);
    expect(Number(counted[0]!.n)).toBeGreaterThan(0);
    await compare();
  });

  it('should count a form submission and the Google review matched to it once, through corrections and the submission’s deletion', async () => {
    const db = t.database.db;
    const owner = await signIn(t.app, link.team.owner.email);
    const [first, second] = [
      await createUser(db, { organizationId: link.team.organizationId, role: 'seller' }),
      await createUser(db, { organizationId: link.team.organizationId, role: 'seller' }),
    ];
    for (const member of [first, second]) await tie(db, link.team.organizationId, member.id, googleLocation);
    /** Reviews counted for a member, from the member rollups. */
    const collected = async (sellerId: string) =>
      Number(
        (
          await rowsOf(
            sql`select coalesce(sum(reviews), 0)::int as n from member_review_rollups where seller_id = ${sellerId}`,
          )
        )[0]!.n,
      );
    const manager = (method: 'PUT' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/manager/reviews/${path}`, headers: bearer(owner), payload });

    // Two Google reviews nobody collected yet, each matched (as the import's matching does) to a
    // form submission of the first seller written the day before.
    const google = await db
      .select({ id: reviews.id, at: reviews.reviewedAt })
      .from(reviews)
      .where(and(eq(reviews.locationId, googleLocation), isNull(reviews.sellerId)))
      .orderBy(reviews.id)
      .limit(2);
    expect(google).toHaveLength(2);
    const pairs: Array<{ form: string; twin: string }> = [];
    for (const twin of google) {
      const [form] = await db
        .insert(reviews)
        .values({
          organizationId: link.team.organizationId,
          locationId: googleLocation,
          source: 'form',
          sellerId: first.id,
          attribution: 'certain',
          rating: 4,
          reviewerName: 'Marie Dupont',
          reviewedAt: new Date(twin.at.getTime() - 24 * 60 * 60_000),
          reviewUpdatedAt: new Date(twin.at.getTime() - 24 * 60 * 60_000),
        })
        .returning({ id: reviews.id });
      await db
        .update(reviews)
        .set({ sellerId: first.id, attribution: 'likely', matchedReviewId: form!.id })
        .where(eq(reviews.id, twin.id));
      pairs.push({ form: form!.id, twin: twin.id });
    }
    await compare();
    expect(await collected(first.id)).toBe(2);
    // The team ranking (manager dashboard) counts each pair once too.
    const dashboard = await t.app.inject({
      method: 'GET',
      url: `/api/v1/manager/dashboard?location_id=${googleLocation}`,
      headers: bearer(owner),
    });
    const ranking = dashboard.json().data.ranking;
    expect(ranking.find((row: { id: string }) => row.id === first.id)).toMatchObject({ total_reviews: 2 });

    // The first twin corrected to the second seller: the match was wrong, it counts on its own.
    expect((await manager('PUT', `${pairs[0]!.twin}/attribution`, { seller_id: second.id })).statusCode).toBe(200);
    await compare();
    expect([await collected(first.id), await collected(second.id)]).toEqual([2, 1]);

    // The second submission corrected to the second seller: its twin still counts for no one.
    expect((await manager('PUT', `${pairs[1]!.form}/attribution`, { seller_id: second.id })).statusCode).toBe(200);
    await compare();
    expect([await collected(first.id), await collected(second.id)]).toEqual([1, 2]);

    // The second submission deleted: its twin loses the match (set null) and counts for its seller.
    expect((await manager('DELETE', pairs[1]!.form)).statusCode).toBe(200);
    const [twin] = await db.select().from(reviews).where(eq(reviews.id, pairs[1]!.twin));
    expect(twin).toMatchObject({ sellerId: first.id, matchedReviewId: null });
    await compare();
    expect([await collected(first.id), await collected(second.id)]).toEqual([2, 1]);
  });

  it('should be rebuilt by the migration’s backfill from the reviews stored before it', async () => {
    const backfill = (migration: string, verb: string) =>
      readFileSync(
        join(
          migrationsFolder,
          readdirSync(migrationsFolder).find((name) => name.endsWith(`_${migration}.sql`))!,
        ),
        'utf8',
      )
        .split('--> statement-breakpoint')
        .filter((statement) => new RegExp(`^\\s*(-- .*\\n)*${verb} `, 'i').test(statement));
    // dashboard-rollups made the rows; inbox-rollups-indexes added `assigned` to them;
    // member-rollups-pair-once rebuilt the member rows under the rule (a matched Google review
    // counts for no member).
    const statements = [
      ...backfill('dashboard-rollups', 'INSERT INTO review_rollups'),
      ...backfill('inbox-rollups-indexes', 'UPDATE review_rollups'),
      ...backfill('member-rollups-pair-once', 'DELETE FROM'),
      ...backfill('member-rollups-pair-once', 'INSERT INTO member_review_rollups'),
    ];
    expect(statements).toHaveLength(4);

    // A Google review corrected before member-rollups-pair-once kept its match: the migration
    // clears it, so it counts on its own for the member it was given.
    const db = t.database.db;
    const [legacyTwin] = await db
      .select({ id: reviews.id, at: reviews.reviewedAt })
      .from(reviews)
      .where(and(eq(reviews.locationId, googleLocation), eq(reviews.source, 'google'), isNull(reviews.sellerId)))
      .orderBy(reviews.id)
      .limit(1);
    const [legacyForm] = await db
      .insert(reviews)
      .values({
        organizationId: link.team.organizationId,
        locationId: googleLocation,
        source: 'form',
        sellerId: link.team.seller.id,
        attribution: 'certain',
        rating: 3,
        reviewerName: 'Marie Dupont',
        reviewedAt: legacyTwin!.at,
        reviewUpdatedAt: legacyTwin!.at,
      })
      .returning({ id: reviews.id });
    await db
      .update(reviews)
      .set({ sellerId: link.team.seller.id, attribution: 'corrected', matchedReviewId: legacyForm!.id })
      .where(eq(reviews.id, legacyTwin!.id));
    await compare();
    const cleared = backfill('member-rollups-pair-once', 'UPDATE reviews');
    expect(cleared).toHaveLength(1);
    await db.execute(sql.raw(cleared[0]!));
    const [twin] = await db.select().from(reviews).where(eq(reviews.id, legacyTwin!.id));
    expect(twin).toMatchObject({ attribution: 'corrected', matchedReviewId: null });

    const before = await compare();
    await t.database.db.execute(sql`delete from review_rollups`);
    await t.database.db.execute(sql`delete from member_review_rollups`);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));
    // The same rows as the triggers kept (compare() also checks each against a recount).
    expect(await compare()).toEqual(before);
  });
  it('should equal a recount after the inbox deletes a form review, and after a seller or a location goes', async () => {
    const db = t.database.db;
    const owner = await signIn(t.app, link.team.owner.email);
    const [form] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.source, 'form')).limit(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/manager/reviews/${form!.id}`,
      headers: bearer(owner),
    });
    expect(removed.statusCode).toBe(200);
    await compare();

    // A seller's account removed: their reviews stay, attributed to no one (set null).
    await db.delete(users).where(eq(users.id, link.team.seller.id));
    await compare();
    // A location removed: its reviews and its rollups go with it.
    await db.delete(locations).where(eq(locations.id, googleLocation));
    expect(await compare()).toEqual({ locations: 1, members: 0 });
  });
});
