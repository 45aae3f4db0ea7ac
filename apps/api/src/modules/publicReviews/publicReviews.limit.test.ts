import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { collectingTeam, formPost, goodReview, reviewsAt } from './publicReviews.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('5 submissions per IP address per hour per location (decisions.md)', () => {
  it('should refuse the sixth with a clear message and the form as typed, then count each location apart', async () => {
    const { locationId, sellerCode } = await collectingTeam(t.database.db);
    const url = `/reviews/${locationId}/${sellerCode}`;
    // Invalid tries do not count: a customer fixing a typo is not held back.
    const invalid = await t.app.inject({ method: 'POST', url, ...formPost({ ...goodReview, email: 'x' }) });
    expect(invalid.statusCode).toBe(422);
    for (let n = 1; n <= 5; n += 1) {
      const sent = await t.app.inject({ method: 'POST', url, ...formPost({ ...goodReview, first_name: `N${n}` }) });
      expect(sent.statusCode, `submission ${n}`).toBe(303);
    }
    const sixth = await t.app.inject({
      method: 'POST',
      url,
      payload: formPost({ ...goodReview, comment: 'Le sixième avis, gardé tel quel.' }).payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toContain('You have sent several reviews from this connection in the last hour.');
    expect(sixth.body).toContain('>Le sixième avis, gardé tel quel.</textarea>');
    expect(sixth.body).toMatch(/name="rating" value="4" checked/);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: goodReview,
      headers: { 'accept-language': 'en' },
    });
    expect(json.statusCode).toBe(429);
    expect(json.json().message).toMatch(
      /^You have sent several reviews from this connection in the last hour\. Please try again in \d+ minutes?/,
    );
    expect(await reviewsAt(t.database.db, locationId)).toHaveLength(5);

    // Another location of the same address has its own count.
    const other = await collectingTeam(t.database.db, 'Elsewhere');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/reviews/${other.locationId}/${other.sellerCode}`,
      ...formPost(goodReview),
    });
    expect(elsewhere.statusCode).toBe(303);
  });
});
