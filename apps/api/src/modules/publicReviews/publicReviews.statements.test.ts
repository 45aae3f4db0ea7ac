import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import * as schema from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { collectingTeam } from './publicReviews.fixtures.ts';
import { createPublicReviewsRepository } from './publicReviews.repository.ts';

// Issue 18: each statement is a round trip (on PGlite a turn of the API's thread). A review
// that queues no alert is stored by one statement, with no transaction, its rollups updated by
// that statement's triggers.

let t: TestApp;
let link: Awaited<ReturnType<typeof collectingTeam>>;
const logged: string[] = [];
let repository: ReturnType<typeof createPublicReviewsRepository>;

beforeAll(async () => {
  t = await createTestApp();
  link = await collectingTeam(t.database.db, 'Collecte en un aller-retour');
  const logger = { logQuery: (query: string) => void logged.push(query) };
  const client = (t.database.db as unknown as { $client: never }).$client;
  const db: Db =
    t.database.engine === 'pglite'
      ? (drizzlePglite({ client, schema, logger }) as unknown as Db)
      : (drizzlePg({ client, schema, logger }) as unknown as Db);
  repository = createPublicReviewsRepository(db);
});
afterAll(() => t?.close());

const submission = {
  rating: 4,
  comment: 'Accueil chaleureux.',
  first_name: 'Inès',
  last_name: 'Morel',
  email: 'ines@example.test',
};

/** The location's rollups against a recount of its reviews. */
async function counts(locationId: string) {
  const { db } = t.database;
  const [rollup] = await db
    .select({ n: sql<string>`coalesce(sum(${schema.reviewRollups.reviews}), 0)` })
    .from(schema.reviewRollups)
    .where(eq(schema.reviewRollups.locationId, locationId));
  const [recount] = await db
    .select({ n: sql<string>`count(*)` })
    .from(schema.reviews)
    .where(eq(schema.reviews.locationId, locationId));
  return { rollup: Number(rollup?.n), recount: Number(recount?.n) };
}

describe('a stored form review, statement by statement', () => {
  it('should be one statement without an alert to queue, its rollups kept by it', async () => {
    const found = await repository.findLink(link.locationId, link.sellerCode);
    if (!found) throw new Error('no link');
    logged.length = 0;
    const id = await repository.insertFormReview(found, submission, 'fr', new Date());
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^insert into "reviews"/);
    const [row] = await t.database.db.select().from(schema.reviews).where(eq(schema.reviews.id, id));
    expect(row).toMatchObject({ source: 'form', rating: 4, sellerId: link.team.seller.id, attribution: 'certain' });
    const { rollup, recount } = await counts(found.location.id);
    expect(rollup).toBe(recount);
    expect(recount).toBeGreaterThan(0);
  });

  it('should keep the review, its rollups and what the transaction queued together', async () => {
    const found = await repository.findLink(link.locationId, link.locationCode);
    if (!found) throw new Error('no link');
    const before = await counts(found.location.id);
    let queuedIn: unknown;
    await expect(
      repository.insertFormReview(found, { ...submission, rating: 1 }, 'fr', new Date(), async (_review, tx) => {
        queuedIn = tx;
        throw new Error('the queue refused the job');
      }),
    ).rejects.toThrow('the queue refused the job');
    expect(queuedIn).toBeDefined();
    // Rolled back: no review, and rollups unchanged.
    expect(await counts(found.location.id)).toEqual(before);
    await repository.insertFormReview(found, { ...submission, rating: 1 }, 'fr', new Date(), async () => undefined);
    expect(await counts(found.location.id)).toEqual({ rollup: before.rollup + 1, recount: before.recount + 1 });
  });
});
