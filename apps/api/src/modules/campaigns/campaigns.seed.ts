import type { Db } from '../../db/database.ts';
import {
  campaignLocations,
  campaignParticipants,
  campaignRankRewards,
  campaigns,
  reviews,
} from '../../db/schema/index.ts';
import { dayIn } from './campaigns.dates.ts';
import { createCloseOut } from './campaigns.jobs.ts';

const DAY = 86_400_000;

/**
 * The demo's campaigns (seed.ts): one running (shared, target of 10 reviews, the top two
 * rewarded by rank) and one that ended last month, closed out at once so Rewards has a reward
 * to distribute. Both sellers collected a few form reviews in each, whatever their rating.
 */
export async function seedDemoCampaigns(
  db: Db,
  demo: { organizationId: string; ownerId: string; locationId: string; sellerIds: string[]; now: Date },
): Promise<void> {
  const { organizationId, locationId, sellerIds, now } = demo;
  const day = (offset: number) => dayIn('Europe/Paris', new Date(now.getTime() + offset * DAY));
  const create = async (values: typeof campaigns.$inferInsert, ranks: string[]) => {
    const [row] = await db.insert(campaigns).values(values).returning({ id: campaigns.id });
    if (!row) throw new Error('campaign insert returned no row');
    await db.insert(campaignLocations).values({ campaignId: row.id, locationId, organizationId });
    await db
      .insert(campaignParticipants)
      .values(sellerIds.map((userId) => ({ campaignId: row.id, userId, organizationId })));
    if (ranks.length > 0) {
      await db
        .insert(campaignRankRewards)
        .values(ranks.map((description, i) => ({ campaignId: row.id, rank: i + 1, description })));
    }
    return row.id;
  };
  await create(
    {
      organizationId,
      title: 'Printemps des avis',
      startDate: day(-10),
      endDate: day(20),
      rewardMode: 'target',
      reviewsTarget: 10,
      rewardRule: 'top_performers',
      winnersCount: 2,
      locationMode: 'shared',
      createdBy: demo.ownerId,
    },
    ['Une journée au spa', 'Un déjeuner pour deux'],
  );
  const ended = await create(
    {
      organizationId,
      title: 'Défi de la rentrée',
      startDate: day(-60),
      endDate: day(-31),
      rewardMode: 'per_review',
      amountPerReviewCents: 200,
      rewardRule: 'all_reaching_goal',
      locationMode: 'shared',
      createdBy: demo.ownerId,
    },
    [],
  );
  // Reviews collected through the sellers' links: in the running campaign and in the ended one.
  // Each lies `offset` days and then some hours before the seed, never after: added hours put a
  // review of "a day ago" on today's date in Paris when the seed ran late in the evening, and a
  // campaign created today then started with it (the e2e campaign journey expects none).
  const collected = sellerIds.flatMap((sellerId, s) =>
    [-9, -7, -4, -2, -1, -50, -45, -40].slice(s).map((offset, i) => {
      const at = new Date(now.getTime() + offset * DAY - i * 3_600_000);
      return {
        organizationId,
        locationId,
        sellerId,
        source: 'form' as const,
        rating: [5, 4, 5, 3, 5, 4, 5, 2][i] ?? 5,
        reviewerName:
          ['Jeanne D.', 'Marc L.', 'Sophie R.', 'Nadia K.', 'Paul M.', 'Inès T.', 'Luc B.', 'Emma G.'][i] ?? 'Client',
        comment: 'Accueil chaleureux et très bon pain.',
        reviewedAt: at,
        reviewUpdatedAt: at,
      };
    }),
  );
  await db.insert(reviews).values(collected);
  await createCloseOut({ db, now: () => now }).closeOne(ended);
}
