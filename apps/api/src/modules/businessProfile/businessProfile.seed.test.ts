import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDemo } from '../../seed.ts';
import { locations, reviews } from '../../db/schema/index.ts';
import { argon2Hasher } from '../../lib/passwords.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, signIn } from '../../../test/fixtures.ts';

// A database of its own, empty like a new installation; the secret is the test app's cookie secret.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, argon2Hasher, new Date(), { secret: 'test-cookie-secret-test-cookie-secret' });
});
afterAll(() => t.close());

describe('demo organization and the sandbox business profile', () => {
  it('should be connected with four bakeries whose reviews are imported at start', async () => {
    const owner = await signIn(t.app, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    expect(await t.app.jobs.drain()).toMatchObject({ failed: 0 });
    const networks = await t.app.inject({
      method: 'GET',
      url: '/api/v1/super-manager/networks',
      headers: bearer(owner),
    });
    expect(networks.statusCode).toBe(200);
    const { summary } = networks.json().data;
    expect(summary).toMatchObject({ total_locations: 4, active_locations: 1, inactive_locations: 3 });
    expect(summary.total_reviews).toBeGreaterThan(400);

    const rows = await t.database.db.select().from(locations);
    // A location's figures are Google's; the demo's form reviews (collected by sellers) are ours.
    for (const row of rows) {
      const [stored] = await t.database.db
        .select({ n: count() })
        .from(reviews)
        .where(and(eq(reviews.locationId, row.id), eq(reviews.source, 'google')));
      expect(stored?.n, row.title).toBe(row.totalReviews);
    }
    const connected = await t.app.inject({
      method: 'GET',
      url: '/api/v1/manager/business-profile/locations',
      headers: bearer(owner),
    });
    expect(connected.json().data.pagination.total).toBe(8);
  });
});
