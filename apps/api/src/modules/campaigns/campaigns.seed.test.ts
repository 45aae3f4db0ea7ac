import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/fixtures.ts';
import { argon2Hasher } from '../../lib/passwords.ts';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDemo } from '../../seed.ts';
import { reviews, users } from '../../db/schema/index.ts';
import { dayIn } from './campaigns.dates.ts';

// Its own database, empty as a new installation's.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, argon2Hasher);
});
afterAll(() => t?.close());

async function get(email: string, url: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  const token = (login.json() as { data: { access_token: string } }).data.access_token;
  return (await t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) })).json() as { data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('demo campaigns', () => {
  it('should give the demo a running campaign with a ranking, and an ended one with rewards to distribute', async () => {
    const campaigns = await get(DEMO_OWNER_EMAIL, '/manager/campaigns');
    expect(campaigns.data.counts).toEqual({ all: 2, upcoming: 0, in_progress: 1, completed: 1 });
    const running = campaigns.data.campaigns.find((c: { status: string }) => c.status === 'in_progress');
    const rankings = await get(DEMO_OWNER_EMAIL, `/manager/campaigns/${running.id}/rankings`);
    // Léa's 5 campaign reviews, and the 3 form reviews of the demo inbox (reviews.seed.ts) she collected this week.
    expect(rankings.data.rankings[0].entries.map((e: { reviews: number }) => e.reviews)).toEqual([8, 4]);
    const rewards = await get(DEMO_OWNER_EMAIL, '/manager/rewards');
    expect(rewards.data.counts).toEqual({ to_distribute: 2, distributed: 0 });
    const lea = await get('lea@starcrew.app', '/seller/campaigns');
    expect(lea.data.campaigns.map((c: { standing: { rank: number } }) => c.standing.rank)).toEqual([1, 1]);
  });
});

describe('demo campaigns seeded late in the evening', () => {
  // 23:30 in Paris: hours added to "a day ago" used to land on today's date there.
  const lateEvening = new Date('2026-11-27T22:30:00Z');
  let late: TestApp;
  beforeAll(async () => {
    late = await createTestApp();
    await seedDemo(late.database.db, argon2Hasher, lateEvening);
  });
  afterAll(() => late?.close());

  it("should leave Tom no review on the seed's own day, so a campaign created that day starts at 0", async () => {
    const [tom] = await late.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'tom@starcrew.app'));
    const his = await late.database.db
      .select({ reviewedAt: reviews.reviewedAt })
      .from(reviews)
      .where(eq(reviews.sellerId, tom!.id));
    expect(his.length).toBeGreaterThan(0);
    const today = dayIn('Europe/Paris', lateEvening);
    expect(his.filter((r) => dayIn('Europe/Paris', r.reviewedAt) === today)).toEqual([]);
  });
});
