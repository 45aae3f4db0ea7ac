import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { listen, openStream } from '../live/live.fixtures.ts';
import { collectingTeam, formPost, goodReview, reviewsAt } from './publicReviews.fixtures.ts';

/** Issue 14, "Live inbox": a review the public form stores is announced to the open inboxes. */
let t: TestApp;
let url: string;
let link: Awaited<ReturnType<typeof collectingTeam>>;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  link = await collectingTeam(t.database.db, 'Collecte en direct');
});
afterAll(() => t?.close());

describe('the public review form, live', () => {
  it('should send review.created to the owner and the attributed seller once the review is stored', async () => {
    const owner = await openStream(url, await signIn(t.app, link.team.owner.email));
    const seller = await openStream(url, await signIn(t.app, link.team.seller.email));
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: `/reviews/${link.locationId}/${link.sellerCode}`,
        ...formPost(goodReview),
      });
      expect(response.statusCode).toBe(303);
      const [stored] = await reviewsAt(t.database.db, link.locationId);
      for (const stream of [owner, seller]) {
        const event = await stream.next((frame) => frame.event === 'review.created');
        expect(JSON.parse(event.data ?? '')).toEqual({ location_id: link.locationId, review_id: stored?.id });
      }
    } finally {
      owner.close();
      seller.close();
    }
  });

  it('should still thank the customer when the notice fails: the review is stored', async () => {
    const publish = t.app.live.publish;
    t.app.live.publish = () => Promise.reject(new Error('NOTIFY refused'));
    try {
      const before = (await reviewsAt(t.database.db, link.locationId)).length;
      const response = await t.app.inject({
        method: 'POST',
        url: `/reviews/${link.locationId}/${link.sellerCode}`,
        ...formPost({ ...goodReview, first_name: 'Noémie' }),
      });
      expect(response.statusCode).toBe(303);
      expect(await reviewsAt(t.database.db, link.locationId)).toHaveLength(before + 1);
    } finally {
      t.app.live.publish = publish;
    }
  });
});
