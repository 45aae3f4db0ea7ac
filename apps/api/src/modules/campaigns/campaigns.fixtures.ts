import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignLocations,
  campaignParticipants,
  campaignRankRewards,
  campaigns,
  organizations,
  reviews,
  userLocations,
  type NewCampaignRow,
} from '../../db/schema/index.ts';

/** The locations a user is tied to. */
export async function locationsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: userLocations.locationId })
    .from(userLocations)
    .where(eq(userLocations.userId, userId));
  return rows.map((r) => r.id);
}

export async function setTimezone(db: Db, organizationId: string, timezone: string): Promise<void> {
  await db.update(organizations).set({ timezone }).where(eq(organizations.id, organizationId));
}

/** A campaign written straight to the database (the routes have their own tests). */
export async function insertCampaign(
  db: Db,
  input: {
    organizationId: string;
    locationIds: string[];
    participantIds: string[];
    rankRewards?: string[];
  } & Partial<NewCampaignRow>,
): Promise<string> {
  const { locationIds, participantIds, rankRewards = [], ...values } = input;
  const [row] = await db
    .insert(campaigns)
    .values({
      title: 'Printemps des avis',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      rewardMode: 'target',
      reviewsTarget: 2,
      rewardDescription: 'Un brunch pour deux',
      rewardRule: 'all_reaching_goal',
      ...values,
    })
    .returning({ id: campaigns.id });
  if (!row) throw new Error('no campaign');
  const { organizationId } = input;
  if (locationIds.length > 0)
    await db
      .insert(campaignLocations)
      .values(locationIds.map((locationId) => ({ campaignId: row.id, locationId, organizationId })));
  if (participantIds.length > 0)
    await db
      .insert(campaignParticipants)
      .values(participantIds.map((userId) => ({ campaignId: row.id, userId, organizationId })));
  if (rankRewards.length > 0)
    await db
      .insert(campaignRankRewards)
      .values(rankRewards.map((description, i) => ({ campaignId: row.id, rank: i + 1, description })));
  return row.id;
}

/** `n` form reviews collected by a seller at a location, written at `at`; their ids. */
export async function collect(
  db: Db,
  input: { organizationId: string; locationId: string; sellerId: string; at: string; n?: number; rating?: number },
): Promise<string[]> {
  const at = new Date(input.at);
  const rows = await db
    .insert(reviews)
    .values(
      Array.from({ length: input.n ?? 1 }, () => ({
        organizationId: input.organizationId,
        locationId: input.locationId,
        sellerId: input.sellerId,
        source: 'form' as const,
        rating: input.rating ?? 5,
        reviewerName: `Client ${randomBytes(2).toString('hex')}`,
        comment: 'Merci !',
        reviewedAt: at,
        reviewUpdatedAt: at,
      })),
    )
    .returning({ id: reviews.id });
  return rows.map((r) => r.id);
}
