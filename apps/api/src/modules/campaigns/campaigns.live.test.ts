import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { notifyCampaignRanking } from '../../lib/live/index.ts';
import { listen, openStream, type OpenStream } from '../live/live.fixtures.ts';
import { collectingTeam, formPost, goodReview, reviewsAt } from '../publicReviews/publicReviews.fixtures.ts';
import { insertCampaign } from './campaigns.fixtures.ts';

/** Issue 16: a review the public form attributes to a participant moves the campaign's ranking live. */
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(() => t?.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The campaigns a stream was told moved, up to a marker published after the submission (events keep their order). */
async function movedCampaigns(stream: OpenStream, organizationId: string, locationId: string): Promise<string[]> {
  await notifyCampaignRanking(t.app.live, { id: 'marker', organizationId, locationIds: [locationId] });
  await stream.next((frame) => frame.data === JSON.stringify({ campaign_id: 'marker' }));
  return stream
    .events()
    .filter((frame) => frame.event === 'campaign.ranking')
    .map((frame) => (JSON.parse(frame.data ?? '{}') as { campaign_id: string }).campaign_id)
    .filter((id) => id !== 'marker');
}

describe('campaign rankings, live', () => {
  it('should tell the open pages which running campaigns a submitted review moves, and only those', async () => {
    const db = t.database.db;
    const link = await collectingTeam(db, 'Classement en direct');
    const { team, locationId } = link;
    const organizationId = team.organizationId;
    const running = await insertCampaign(db, {
      organizationId,
      locationIds: [locationId],
      participantIds: [team.seller.id],
      startDate: day(-3),
      endDate: day(3),
    });
    // Not moved: the seller does not take part; another location; closed; archived; not started.
    await insertCampaign(db, {
      organizationId,
      locationIds: [locationId],
      participantIds: [team.otherSeller.id],
      startDate: day(-3),
      endDate: day(3),
    });
    const common = { organizationId, participantIds: [team.seller.id], startDate: day(-3), endDate: day(3) };
    await insertCampaign(db, { ...common, locationIds: [locationId], closedAt: new Date() });
    await insertCampaign(db, { ...common, locationIds: [locationId], archivedAt: new Date() });
    await insertCampaign(db, { ...common, locationIds: [locationId], startDate: day(2), endDate: day(5) });

    const owner = await openStream(url, await signIn(t.app, team.owner.email));
    const seller = await openStream(url, await signIn(t.app, team.seller.email));
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: `/reviews/${locationId}/${link.sellerCode}`,
        ...formPost(goodReview),
      });
      expect(response.statusCode).toBe(303);
      expect(await movedCampaigns(owner, organizationId, locationId)).toEqual([running]);
      // The seller's own page follows it too (their location's campaign).
      expect(await movedCampaigns(seller, organizationId, locationId)).toEqual([running]);

      // A review through the location's own code is nobody's: no ranking moves.
      await t.app.inject({
        method: 'POST',
        url: `/reviews/${locationId}/${link.locationCode}`,
        ...formPost({ ...goodReview, first_name: 'Louise' }),
      });
      expect(await movedCampaigns(owner, organizationId, locationId)).toEqual([running]);
    } finally {
      owner.close();
      seller.close();
    }
  });

  it('should still thank the customer when the ranking notice fails', async () => {
    const db = t.database.db;
    const link = await collectingTeam(db, 'Classement en panne');
    await insertCampaign(db, {
      organizationId: link.team.organizationId,
      locationIds: [link.locationId],
      participantIds: [link.team.seller.id],
      startDate: day(-3),
      endDate: day(3),
    });
    const publish = t.app.live.publish;
    t.app.live.publish = (organizationId, event, options) =>
      event.kind === 'campaign.ranking'
        ? Promise.reject(new Error('NOTIFY refused'))
        : publish(organizationId, event, options);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: `/reviews/${link.locationId}/${link.sellerCode}`,
        ...formPost(goodReview),
      });
      expect(response.statusCode).toBe(303);
      expect(await reviewsAt(db, link.locationId)).toHaveLength(1);
    } finally {
      t.app.live.publish = publish;
    }
  });
});
