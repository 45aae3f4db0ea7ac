import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import * as schema from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, signIn, type Team } from '../../../test/fixtures.ts';
import { addReviews, locationOf } from './dashboard.fixtures.ts';
import { averageOf, createDashboardRepository } from './dashboard.repository.ts';

let t: TestApp;
let c: Team;
let port: string;
let halles: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  c = await createTeam(db, 'Org C');
  port = await locationOf(db, c.seller.id);
  halles = await locationOf(db, c.otherSeller.id);
  // The seller: two 5s at port in November 2025. The other seller: 3, 4 and 4 at halles over
  // January and February 2026. Nobody's: a 1 at port and a form review without rating in February.
  await addReviews(db, c.organizationId, port, [5, 5], {
    at: new Date('2025-11-20T09:00:00Z'),
    sellerId: c.seller.id,
  });
  await addReviews(db, c.organizationId, halles, [3], {
    at: new Date('2026-01-31T23:30:00Z'),
    sellerId: c.otherSeller.id,
  });
  await addReviews(db, c.organizationId, halles, [4, 4], {
    at: new Date('2026-02-01T08:00:00Z'),
    sellerId: c.otherSeller.id,
  });
  await addReviews(db, c.organizationId, port, [1, null], { at: new Date('2026-02-14T12:00:00Z') });
});
afterAll(() => t.close());

const dashboard = async (token: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/manager/dashboard${query}`,
    headers: bearer(token),
  });
  return response.json().data;
};

const seller = () => ({ id: c.seller.id, first_name: c.seller.firstName, last_name: c.seller.lastName });
const other = () => ({ id: c.otherSeller.id, first_name: c.otherSeller.firstName, last_name: c.otherSeller.lastName });

describe('the team ranking and the rating’s evolution', () => {
  it('should rank every member over all the owner’s locations, most reviews first', async () => {
    const data = await dashboard(await signIn(t.app, c.owner.email));
    expect(data.ranking).toEqual([
      { ...other(), total_reviews: 3, rated_reviews: 3, average_rating: 3.67 },
      { ...seller(), total_reviews: 2, rated_reviews: 2, average_rating: 5 },
    ]);
    // Months without a review are left out; the totals are the months' sums.
    expect(data.evolution).toEqual([
      { month: '2025-11', reviews: 2, rated_reviews: 2, rating_sum: 10 },
      { month: '2026-01', reviews: 1, rated_reviews: 1, rating_sum: 3 },
      { month: '2026-02', reviews: 4, rated_reviews: 3, rating_sum: 9 },
    ]);
    expect(data).toMatchObject({ total_reviews: 7, rated_reviews: 6, rating_sum: 22, average_rating: 3.67 });
  });

  it('should narrow the ranking and the months to the location asked for', async () => {
    const data = await dashboard(await signIn(t.app, c.owner.email), `?location_id=${port}`);
    // At port: its member, with only the reviews they collected there.
    expect(data.ranking).toEqual([{ ...seller(), total_reviews: 2, rated_reviews: 2, average_rating: 5 }]);
    expect(data.evolution).toEqual([
      { month: '2025-11', reviews: 2, rated_reviews: 2, rating_sum: 10 },
      { month: '2026-02', reviews: 2, rated_reviews: 1, rating_sum: 1 },
    ]);
    // A manager sees the ranking of their locations only.
    const manager = await dashboard(await signIn(t.app, c.manager.email));
    expect(manager.ranking.map((row: { id: string }) => row.id)).toEqual([c.seller.id]);
  });

  it('should list a member without reviews, with no average rather than 0', async () => {
    const data = await dashboard(await signIn(t.app, c.owner.email), `?location_id=${halles}`);
    expect(data.ranking).toEqual([{ ...other(), total_reviews: 3, rated_reviews: 3, average_rating: 3.67 }]);
    const lonely = await createTeam(t.database.db, 'Org D');
    const empty = await dashboard(await signIn(t.app, lonely.owner.email));
    expect(empty.ranking).toEqual([
      expect.objectContaining({ total_reviews: 0, rated_reviews: 0, average_rating: null }),
      expect.objectContaining({ total_reviews: 0, rated_reviews: 0, average_rating: null }),
    ]);
    expect(empty.evolution).toEqual([]);
  });

  it('should round the average half up to 2 decimals, as PostgreSQL did', () => {
    expect(averageOf(13, 3)).toBe(4.33);
    expect(averageOf(9, 2)).toBe(4.5);
    expect(averageOf(867, 200)).toBe(4.34); // 4.335
    expect(averageOf(0, 0)).toBeNull();
  });

  it('should never read the reviews table: every query the figures run plans over the rollups', async () => {
    const logged: Array<{ query: string; params: unknown[] }> = [];
    const logger = { logQuery: (query: string, params: unknown[]) => void logged.push({ query, params }) };
    const client = (t.database.db as unknown as { $client: never }).$client;
    const db: Db =
      t.database.engine === 'pglite'
        ? (drizzlePglite({ client, schema, logger }) as unknown as Db)
        : (drizzlePg({ client, schema, logger }) as unknown as Db);
    const repository = createDashboardRepository(db);
    await repository.stats(c.organizationId, { kind: 'organization' });
    await repository.stats(c.organizationId, { kind: 'locations', ids: [port, halles] });
    // One statement a call (issue 18: a round trip each): the months, the campaigns and the
    // ranking together; the competitors only for one location, which neither call asks.
    expect(logged.length).toBe(2);
    const query = client as unknown as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
    for (const { query: text, params } of logged) {
      const plan = JSON.stringify((await query.query(`explain (format json) ${text}`, params)).rows);
      expect(plan, text).not.toMatch(/"Relation Name":\s*"reviews"/);
    }
    expect(logged.some(({ query: text }) => text.includes('"review_rollups"'))).toBe(true);
    expect(logged.some(({ query: text }) => text.includes('"member_review_rollups"'))).toBe(true);
  });
});
