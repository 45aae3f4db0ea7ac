import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/fixtures.ts';
import { argon2Hasher } from '../../lib/passwords.ts';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDemo } from '../../seed.ts';

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
