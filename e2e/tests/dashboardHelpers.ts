import type { APIRequestContext } from '@playwright/test';
import type { SessionData } from './authHelpers.ts';
import { expect } from './fixtures.ts';

/**
 * Waits until the owner's dashboard counts reviews: the sandbox imports the demo reviews after
 * start-up, and a dashboard measured before would draw its empty states, not the figures,
 * stars and chart a test means to measure.
 */
export async function dashboardHasReviews(request: APIRequestContext, session: SessionData) {
  const headers = { authorization: `Bearer ${session.access_token}` };
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/v1/manager/dashboard', { headers });
        return ((await answer.json()) as { data: { total_reviews: number } }).data.total_reviews;
      },
      { intervals: [1000], timeout: 60_000 },
    )
    .toBeGreaterThan(0);
}
